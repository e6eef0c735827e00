// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AmmBalancesSection, NO_AMM_BALANCES } from "../../../../src/features/wallet/amm/AmmBalancesSection";

const rows = [
  { symbol: "UTX", contract: "eosio.token", amount: "12.3456" },
  { symbol: "EOS", contract: "ibc.wt.eos", amount: "0.5000" },
];

afterEach(cleanup);

describe("Wallet AMM section (view)", () => {
  const view = (props: Partial<Parameters<typeof AmmBalancesSection>[0]> = {}) =>
    render(
      <AmmBalancesSection
        connected
        connectControl={<button type="button">Connect Wallet</button>}
        rows={rows}
        withdrawing={false}
        onWithdrawAll={() => undefined}
        {...props}
      />,
    );

  it("lists symbol, contract and balance, with 'Withdaw All'", () => {
    const onWithdrawAll = vi.fn();
    view({ onWithdrawAll });
    const utx = within(screen.getByTestId("amm-balance-UTX"));
    expect(utx.getAllByRole("cell").map((c) => c.textContent)).toEqual(["UTX", "eosio.token", "12.3456"]);
    const button = screen.getByTestId("withdraw-all-button");
    expect(button.textContent).toBe("Withdaw All");
    fireEvent.click(button);
    expect(onWithdrawAll).toHaveBeenCalledTimes(1);
  });

  it("disables the button with nothing to withdraw or while withdrawing", () => {
    const { unmount } = view({ rows: [] });
    expect(screen.getByTestId("amm-balances-empty").textContent).toBe(NO_AMM_BALANCES);
    expect((screen.getByTestId("withdraw-all-button") as HTMLButtonElement).disabled).toBe(true);
    unmount();
    view({ withdrawing: true });
    expect((screen.getByTestId("withdraw-all-button") as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the loading state, and the connect control without a wallet", () => {
    const { unmount } = view({ rows: undefined });
    expect(screen.getByRole("status", { name: "Loading AMM balances" })).toBeTruthy();
    unmount();
    view({ connected: false, rows: undefined });
    expect(screen.getByRole("button", { name: "Connect Wallet" })).toBeTruthy();
    expect(screen.queryByTestId("withdraw-all-button")).toBeNull();
  });
});
