// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { TransactionError } from "@ux/core/chainClient";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AmmSection } from "../../../../src/features/wallet/amm/AmmSection";
import { WITHDRAWAL_SUCCESSFUL } from "../../../../src/features/wallet/amm/withdrawAll";
import { notify } from "../../../../src/shared/notifications/notify";
import { sessionStore } from "../../../../src/shared/wallet/walletState";
import { testConfig } from "../../../shared/config/testConfig";
import { withQueryClient } from "../../../shared/query/withQueryClient";
import { resetRenderedWallet, type SubmittedCalls, uxKeySession, uxSubmission } from "../renderedWallet";

// The wallet's signature is the one part replaced: the rest (reads, rules, forms) runs as in the app.
const submitted = vi.hoisted((): SubmittedCalls => ({ calls: [], fail: null, onSubmit: null }));
vi.mock("../../../../src/features/auth", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  submitActions: (await import("../renderedWallet")).fakeSubmitActions(submitted),
}));

afterEach(() => resetRenderedWallet(submitted));

describe("Wallet AMM section (withdraw all)", () => {
  function setup(balances: string[][]) {
    const config = testConfig();
    if (config.chains.ux) config.chains.ux.amm = "amm.ux";
    sessionStore.setState({ sessions: { ux: uxKeySession("alice1111111") } });
    const urls: string[] = [];
    let answer = 0;
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      const now = balances[Math.min(answer++, balances.length - 1)] ?? [];
      const body = {
        rows: now.map((balance, id) => ({ json: { id: String(id), balance, contract: "eosio.token" } })),
      };
      return new Response(JSON.stringify(body));
    });
    const toasts = {
      success: vi.spyOn(notify, "success").mockImplementation(() => undefined),
      error: vi.spyOn(notify, "error").mockImplementation(() => undefined),
    };
    return { config, urls, toasts };
  }

  it("withdraws, toasts 'Withdrawal successful' and refreshes the balances", async () => {
    const { config, urls, toasts } = setup([["12.3456 UTX"], []]);
    render(withQueryClient(<AmmSection config={config} />));
    await waitFor(() => expect(screen.getByTestId("amm-balance-UTX")).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByTestId("withdraw-all-button")));
    const withdrawall = { account: "amm.ux", name: "withdrawall", data: { from: "alice1111111" } };
    expect(submitted.calls).toEqual([
      uxSubmission(withdrawall, "alice1111111", { confirmations: 1, showErrors: false }),
    ]);
    expect(toasts.success).toHaveBeenCalledWith(WITHDRAWAL_SUCCESSFUL);
    await waitFor(() => expect(screen.getByTestId("amm-balances-empty")).toBeTruthy());
    expect(urls).toHaveLength(2);
    expect(urls[0]).toBe(
      "https://explorer.uxnetwork.io/v0/state/table?account=amm.ux&table=accounts&scope=alice1111111&json=true",
    );
  });

  it("a failure toasts the error message and keeps the balances", async () => {
    const { config, urls, toasts } = setup([["12.3456 UTX"]]);
    submitted.fail = new TransactionError("assertion failure with message: nothing to withdraw");
    render(withQueryClient(<AmmSection config={config} />));
    await waitFor(() => expect(screen.getByTestId("amm-balance-UTX")).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByTestId("withdraw-all-button")));
    expect(toasts.error).toHaveBeenCalledWith("assertion failure with message: nothing to withdraw");
    expect(toasts.success).not.toHaveBeenCalled();
    expect(urls).toHaveLength(1);
    expect((screen.getByTestId("withdraw-all-button") as HTMLButtonElement).disabled).toBe(false);
  });
});
