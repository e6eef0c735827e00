// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { splitActionsLiteral } from "../../../../../core/test/stake/contract/splitActions";
import { ManageSection } from "../../../../src/features/wallet/manage/ManageSection";
import { notify } from "../../../../src/shared/notifications/notify";
import { sessionStore } from "../../../../src/shared/wallet/walletState";
import { testConfig } from "../../../shared/config/testConfig";
import { withQueryClient } from "../../../shared/query/withQueryClient";
import { resetRenderedWallet, type SubmittedCalls, uxKeySession, uxSubmission } from "../renderedWallet";
import { fakeUxNode } from "./fakeUxNode";

// The wallet's signature is the one part replaced: the rest (reads, rules, forms) runs as in the app.
const submitted = vi.hoisted((): SubmittedCalls => ({ calls: [], fail: null, onSubmit: null }));
vi.mock("../../../../src/features/auth", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  submitActions: (await import("../renderedWallet")).fakeSubmitActions(submitted),
}));

afterEach(() => resetRenderedWallet(submitted));

function setup(account: string, utx: string[]) {
  const config = testConfig();
  const ux = config.chains.ux;
  if (!ux) throw new Error("no ux");
  ux.stake = "stake.ux";
  ux.amm = "amm.ux";
  ux.balances = [
    { contract: "eosio.token", symbol: "UTX", decimals: 4 },
    { contract: "eosio.token", symbol: "DEV", decimals: 4 },
  ];
  sessionStore.setState({ sessions: { ux: uxKeySession(account) } });
  const node = fakeUxNode({
    balances: { "eosio.token": { [account]: utx } },
    stats: {
      "eosio.token:DEV": { supply: "1000.0000 DEV", max_supply: "1000000.0000 DEV", issuer: "tokenissuer" },
    },
  });
  vi.stubGlobal("fetch", node.fetchFn);
  const success = vi.spyOn(notify, "success").mockImplementation(() => undefined);
  render(withQueryClient(<ManageSection config={config} />));
  return { node, success };
}

const typeInto = (testId: string, text: string) => {
  const input = screen.getByTestId(testId).querySelector("input") as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
};

describe("the Wallet page's manage view", () => {
  it("is not shown to an account with nothing to split, combine or issue", async () => {
    const { node } = setup("alice", []);
    await waitFor(() => expect(node.requests).toContain("/v1/chain/get_info"));
    await act(async () => {});
    expect(screen.queryByTestId("wallet-manage-section")).toBeNull();
  });

  it("splits UTX into the nearest open expiry, then offers to combine the pair back", async () => {
    const { node, success } = setup("alice", ["12.0000 UTX"]);
    await waitFor(() => expect(screen.getByTestId("manage-split")).toBeTruthy());
    expect(screen.queryByTestId("manage-combine")).toBeNull();
    expect(screen.queryByTestId("manage-issue")).toBeNull();
    typeInto("manage-split-amount", "5");
    submitted.onSubmit = () => {
      node.state.balances["stake.ux"] = { alice: ["5.0000 UTXCTDG", "5.0000 UTXUTDG"] };
    };
    await act(async () => fireEvent.click(screen.getByTestId("manage-split-submit")));
    expect(submitted.calls).toEqual([
      {
        chain: "ux",
        actions: splitActionsLiteral("alice", "5.0000 UTX", 202612),
        options: { confirmations: 2 },
      },
    ]);
    expect(success).toHaveBeenCalledWith("Split Complete");
    // The reads were refreshed: the pair is there to combine, MAX = min(TU, TC).
    await waitFor(() => expect(screen.getByTestId("manage-combine")).toBeTruthy());
    fireEvent.click(screen.getByTestId("manage-combine-max"));
    await act(async () => fireEvent.click(screen.getByTestId("manage-combine-submit")));
    expect(submitted.calls[1]).toMatchObject({
      actions: [{ name: "combine", data: { owner: "alice", quantity: "5.0000 UTX", expiry: 202612 } }],
    });
    expect(success).toHaveBeenCalledWith("Combine Complete");
  });

  it("says what is wrong with an amount and keeps the button disabled", async () => {
    setup("alice", ["1.0000 UTX"]);
    await waitFor(() => expect(screen.getByTestId("manage-split")).toBeTruthy());
    typeInto("manage-split-amount", "2");
    expect(screen.getByText("Insufficient Balance")).toBeTruthy();
    expect((screen.getByTestId("manage-split-submit") as HTMLButtonElement).disabled).toBe(true);
  });

  it("lets the issuer of a 3-letter token issue it", async () => {
    const { success } = setup("tokenissuer", []);
    await waitFor(() => expect(screen.getByTestId("manage-issue")).toBeTruthy());
    expect(screen.queryByTestId("manage-split")).toBeNull();
    typeInto("manage-issue-amount", "25");
    fireEvent.change(screen.getByTestId("manage-issue-memo"), { target: { value: "batch" } });
    await act(async () => fireEvent.click(screen.getByTestId("manage-issue-submit")));
    const issue = {
      account: "eosio.token",
      name: "issue",
      data: { to: "tokenissuer", quantity: "25.0000 DEV", memo: "batch" },
    };
    expect(submitted.calls).toEqual([uxSubmission(issue, "tokenissuer", { confirmations: 2 })]);
    expect(success).toHaveBeenCalledWith("Issue Complete");
  });

  it("is shown to acct1 (a manager) even with nothing to manage", async () => {
    setup("acct1", []);
    await waitFor(() =>
      expect(screen.getByText("Nothing to split, combine or issue with this account yet")).toBeTruthy(),
    );
  });
});
