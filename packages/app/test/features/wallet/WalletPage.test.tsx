// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WITHDRAWAL_SUCCESSFUL } from "../../../src/features/wallet/amm/withdrawAll";
import { WalletPage } from "../../../src/features/wallet/WalletPage";
import { notify } from "../../../src/shared/notifications/notify";
import { sessionStore } from "../../../src/shared/wallet/walletState";
import { testConfig } from "../../shared/config/testConfig";
import { withQueryClient } from "../../shared/query/withQueryClient";
import { resetRenderedWallet, uxKeySession } from "./renderedWallet";

/*
 * A UX chain whose node applies the withdrawal in block 10 and whose explorer (the state endpoint the AMM
 * balances come from) follows the node `lag` reads behind.
 */
const chain = vi.hoisted(() => ({
  block: 8,
  amm: ["12.0000 UTX"],
  wallet: ["1.0000 UTX"],
  explorer: { block: 8, amm: ["12.0000 UTX"] },
  lag: 0,
}));

vi.mock("../../../src/features/auth", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  submitActions: async () => {
    // withdrawall in block 10, confirmed one block deep on the node.
    chain.block = 11;
    chain.amm = [];
    chain.wallet = ["13.0000 UTX"];
    return { transactionId: "ab".repeat(32), blockNum: 10 };
  },
}));

afterEach(() => resetRenderedWallet());

function setup(lag: number) {
  Object.assign(chain, {
    block: 8,
    amm: ["12.0000 UTX"],
    wallet: ["1.0000 UTX"],
    explorer: { block: 8, amm: ["12.0000 UTX"] },
    lag,
  });
  const config = testConfig();
  const ux = config.chains.ux;
  if (ux) {
    ux.amm = "amm.ux";
    ux.balances = [{ contract: "eosio.token", symbol: "UTX", decimals: 4 }];
  }
  sessionStore.setState({ config, sessions: { ux: uxKeySession("alice1111111") } });
  const stateReads: number[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === "/v0/state/table") {
      // The explorer catches up with the node after `lag` reads.
      if (chain.explorer.block < chain.block && chain.lag-- <= 0)
        chain.explorer = { block: chain.block, amm: chain.amm };
      stateReads.push(chain.explorer.block);
      const rows = chain.explorer.amm.map((balance, id) => ({
        json: { id: String(id), balance, contract: "eosio.token" },
      }));
      return new Response(JSON.stringify({ up_to_block_num: chain.explorer.block, rows }));
    }
    if (path === "/v1/chain/get_currency_balance") {
      const body = JSON.parse(String(init?.body ?? "{}")) as { code?: string };
      return new Response(JSON.stringify(body.code === "eosio.token" ? chain.wallet : []));
    }
    return new Response(JSON.stringify({ rows: [], more: false }));
  });
  const success = vi.spyOn(notify, "success").mockImplementation(() => undefined);
  render(withQueryClient(<WalletPage />));
  return { stateReads, success };
}

const uxSection = () => screen.getByRole("region", { name: "UX Network balances" });

describe("Wallet page: Withdaw All", () => {
  it("after 'Withdrawal successful' shows the new AMM and UX balances, though the explorer lags the node", async () => {
    const { stateReads, success } = setup(2);
    await waitFor(() => expect(screen.getByTestId("amm-balance-UTX").textContent).toContain("12.0000"));
    await waitFor(() => expect(within(uxSection()).getByText("1.0000")).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByTestId("withdraw-all-button")));
    expect(success).toHaveBeenCalledWith(WITHDRAWAL_SUCCESSFUL);
    await waitFor(() => expect(screen.getByTestId("amm-balances-empty")).toBeTruthy(), { timeout: 3000 });
    expect(within(uxSection()).getByText("13.0000")).toBeTruthy();
    // The explorer answered before the withdrawal's block twice, then at it.
    expect(stateReads.slice(1)).toEqual([8, 8, 11]);
  });

  it("an explorer already at the block is read once", async () => {
    const { stateReads } = setup(0);
    await waitFor(() => expect(screen.getByTestId("amm-balance-UTX")).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByTestId("withdraw-all-button")));
    await waitFor(() => expect(screen.getByTestId("amm-balances-empty")).toBeTruthy());
    await waitFor(() => expect(within(uxSection()).getByText("13.0000")).toBeTruthy());
    expect(stateReads).toEqual([8, 11]);
  });
});
