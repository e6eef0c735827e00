// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { NetworkConfig } from "@ux/core/config";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BridgePage } from "../../../src/features/bridge/BridgePage";
import { PREVIOUS_NEEDS_WALLETS } from "../../../src/features/bridge/PreviousTransactions";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { ANTELOPE_WALLET_REQUIRED } from "../../../src/shared/ui/AntelopeWalletNotice";
import { sessionStore } from "../../../src/shared/wallet/walletState";
import { withQueryClient } from "../../shared/query/withQueryClient";
import { metamask } from "../../shared/wallet/sessionFixtures";
import { nativeBridgeToken } from "./bridgeTokens";

const chain = (name: string, label: string) => ({
  name,
  label,
  chain_id: `${name}-id`,
  type: "eosio",
  api: `http://${name}.test`,
  bridgeChainName: name,
  bridgeContract: "ibc.prove",
  balances: [],
  bridgeTokens: [] as unknown[],
});
const eosOnUx = nativeBridgeToken("EOS", 4, "eos", "ux-id");
const config = {
  chains: { ux: chain("ux", "UX Network"), eos: { ...chain("eos", "EOS"), bridgeTokens: [eosOnUx] } },
} as unknown as NetworkConfig;

const page = (url = "/bridge") =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <NetworkConfigContext.Provider value={config}>
        {withQueryClient(<BridgePage />)}
      </NetworkConfigContext.Provider>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  sessionStore.setState({ sessions: {} });
});

describe("the Bridge page (spec 2 §2)", () => {
  it("shows the heading, both tabs, the no-fees notice and 'Connect Wallets' without wallets", async () => {
    page();
    expect(screen.getByRole("heading", { name: "Bridge" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Transfer" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Previous Transactions" })).toBeTruthy();
    // The notice appears after its 1 s delay (spec 2 §9; BridgeTransferForm.test checks the delay itself).
    expect(
      await screen.findByText("Bridge transfers do not incur any fees", {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(screen.getByTestId("bridge-submit").textContent).toBe("Connect Wallets");
    expect(screen.getByText("No tokens to bridge between these chains")).toBeTruthy();
  });

  it("presets a link's token and destination (the swap's 'No bridged EOS available')", () => {
    page("/bridge?token=eos&to=ux");
    expect((screen.getByTestId("bridge-source") as HTMLInputElement).value).toBe("eos");
    expect((screen.getByTestId("bridge-destination") as HTMLInputElement).value).toBe("ux");
    expect((screen.getByTestId("bridge-token") as HTMLInputElement).value).toBe("EOS");
  });

  it("asks for both wallets on Previous Transactions", () => {
    page();
    fireEvent.click(screen.getByRole("tab", { name: "Previous Transactions" }));
    expect(screen.getByText(PREVIOUS_NEEDS_WALLETS)).toBeTruthy();
  });

  it("shows only the Antelope-wallet notice with the Ethereum browser wallet", () => {
    sessionStore.setState({ sessions: { ux: metamask } });
    page();
    expect(screen.getByText(ANTELOPE_WALLET_REQUIRED)).toBeTruthy();
    expect(screen.getByRole("link", { name: /download/i })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Transfer" })).toBeNull();
    expect(screen.queryByTestId("bridge-submit")).toBeNull();
  });
});
