// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import {
  ADJUST_YOUR_AMOUNTS,
  CHOOSE_THE_ASSETS,
  ENTER_AN_AMOUNT,
  INSUFFICIENT_BALANCE,
  NO_MATCHING_POOL,
  SUBMIT,
} from "@ux/core/forms";
import { afterEach, describe, expect, it } from "vitest";
import { fieldRefusal } from "../../shared/ui/amountInputQueries";
import { expectConnectWalletButton } from "../../shared/ui/connectWalletButton";
import { ENTRIES, TOKENS } from "./fixtures";
import {
  amountInput,
  MARKET_LOADING,
  mainButton,
  marketWith,
  pickToken,
  renderSwap,
  text,
  typeAmount,
} from "./renderSwap";

afterEach(cleanup);

const symbolOf = (side: "from" | "to") => text(`swap-${side}-token`);

describe("main button texts (spec 2 §5)", () => {
  it("'Connect Wallet' without a wallet: clickable, opens the login; the amounts are disabled", () => {
    const { props } = renderSwap("from=EOS&to=UTX", {
      market: { ...marketWith(undefined), walletConnected: false },
    });
    expect([symbolOf("from"), symbolOf("to")]).toEqual(["EOS", "UTX"]);
    expect([amountInput("from").disabled, amountInput("to").disabled]).toEqual([true, true]);
    expect(screen.queryByTestId("swap-max")).toBeNull();
    expectConnectWalletButton(mainButton, props.onConnectWallet);
  });

  it("every disabled state, then 'Submit'", () => {
    renderSwap();
    expect(mainButton().textContent).toBe(CHOOSE_THE_ASSETS);
    expect(mainButton().disabled).toBe(true);
    pickToken("from", "UTX");
    pickToken("to", "TLOS");
    expect(mainButton().textContent).toBe(NO_MATCHING_POOL);
    pickToken("to", "EOS");
    expect(mainButton().textContent).toBe(ENTER_AN_AMOUNT);
    typeAmount("from", "1000.0001");
    expect(mainButton().textContent).toBe(INSUFFICIENT_BALANCE);
    typeAmount("from", "0.0999");
    expect(mainButton().textContent).toBe("Minimum is 0.1 UTX");
    typeAmount("to", "250000");
    expect(amountInput("from").value).toBe("");
    expect(mainButton().textContent).toBe(ADJUST_YOUR_AMOUNTS);
    typeAmount("from", "100");
    expect(mainButton().textContent).toBe(SUBMIT);
    expect(mainButton().disabled).toBe(false);
  });

  it("the amount field takes only what the token can hold, and says why it refuses the rest", () => {
    renderSwap("from=EOS&to=UTX");
    typeAmount("from", "1,5");
    expect(amountInput("from").value).toBe("1.5");
    for (const [typed, reason] of [
      ["1.00001", "At most 4 decimals are allowed"],
      ["abc", "The amount is not a number"],
      ["-5", "The amount cannot have a sign"],
      ["1e5", "Write the amount without an exponent"],
      ["12345678901234567890123", "The amount is too large"],
    ] as const) {
      typeAmount("from", typed);
      expect(amountInput("from").value).toBe("1.5");
      expect(fieldRefusal(screen.getByTestId("swap-from-amount"))).toBe(reason);
    }
    typeAmount("from", "2");
    expect(fieldRefusal(screen.getByTestId("swap-from-amount"))).toBeNull();
  });
});

describe("query presets", () => {
  it("from and to, upper-cased", () => {
    renderSwap("from=eos&to=utx");
    expect([symbolOf("from"), symbolOf("to")]).toEqual(["EOS", "UTX"]);
  });

  it("pool_name: its first two assets and the pool itself, even when another pool is better", () => {
    renderSwap("pool_name=utx-eos");
    expect([symbolOf("from"), symbolOf("to")]).toEqual(["UTX", "EOS"]);
    typeAmount("from", "100");
    expect(text("swap-route")).toBe("utx-eos");
    expect(text("swap-estimate")).toBe("9.9700 EOS");
  });

  it("pool_name naming no pool says so instead of being ignored", () => {
    renderSwap("pool_name=nope");
    expect(text("swap-pool-not-found")).toBe("There is no pool named 'nope'.");
    cleanup();
    renderSwap("pool_name=utx-eos");
    expect(screen.queryByTestId("swap-pool-not-found")).toBeNull();
  });

  it("pool_name waits for the pools, with a skeleton meanwhile", () => {
    const { rerender, props } = renderSwap("pool_name=antelope", {
      market: MARKET_LOADING,
    });
    expect(screen.getByRole("status", { name: "Loading pools" })).toBeTruthy();
    expect(screen.queryByTestId("swap-submit")).toBeNull();
    rerender({ market: { ...props.market, pools: ENTRIES, tokens: TOKENS } });
    expect([symbolOf("from"), symbolOf("to")]).toEqual(["UTX", "UTXRAM"]);
  });

  it("says so when the pools cannot be loaded", () => {
    renderSwap("", {
      loadFailed: true,
      market: MARKET_LOADING,
    });
    expect(screen.getByRole("alert").textContent).toBe("The pools could not be loaded; retrying shortly.");
  });
});

describe("amounts and the estimate", () => {
  it("typing the amount to send fills the amount to receive, rounded down to 4 decimals", () => {
    renderSwap("from=EOS&to=WAX");
    typeAmount("from", "1");
    expect(amountInput("to").value).toBe("15.9679");
    expect(text("swap-estimate")).toBe("15.9679 WAX");
    expect(text("swap-route")).toBe("antelope");
  });

  it("typing the amount to receive fills the amount to send, rounded up to 4 decimals", () => {
    renderSwap("from=WAX&to=EOS");
    typeAmount("to", "1");
    expect(amountInput("from").value).toBe("16.0322");
    expect(text("swap-estimate")).toBe("1.0000 EOS");
    // WAX balance 12.34567891 < 16.0322
    expect(mainButton().textContent).toBe(INSUFFICIENT_BALANCE);
  });

  it("the unit price both ways", () => {
    renderSwap("from=EOS&to=UTX");
    const lines = within(screen.getByTestId("swap-unit-price"))
      .getAllByText(/^1 /)
      .map((e) => e.textContent);
    expect(lines).toEqual(["1 EOS = 8.0000 UTX", "1 UTX = 0.1250 EOS"]);
  });

  it("no direct pool: the estimate hops through UFX and shows every token and pool of the route", () => {
    renderSwap("from=EOS&to=USDT");
    typeAmount("from", "10");
    expect(text("swap-route")).toBe("UFX hop: EOS → UFX → USDT");
    expect(text("swap-route-detail")).toBe("ufx-eos (EOS → UFX), then ufx-usdt (UFX → USDT)");
    expect(amountInput("to").value).toBe("7.9654");
  });

  it("several direct pools: the best is chosen and another can be picked", () => {
    renderSwap("from=UTX&to=EOS");
    typeAmount("from", "100");
    const select = screen.getByTestId("swap-pool-select") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "antelope: 12.4743 EOS",
      "utx-eos: 9.9700 EOS",
    ]);
    expect(select.value).toBe("0");
    fireEvent.change(select, { target: { value: "2" } });
    expect(text("swap-route")).toBe("utx-eos");
    expect(amountInput("to").value).toBe("9.9700");
  });

  it("one direct pool: no pool choice", () => {
    renderSwap("from=USDT&to=UTX");
    expect(screen.queryByTestId("swap-pool-select")).toBeNull();
  });

  it("balances to 4 decimals, MAX sends the whole balance", () => {
    renderSwap("from=WAX&to=EOS");
    expect(text("swap-from-balance")).toBe("Balance: 12.3456");
    expect(text("swap-to-balance")).toBe("Balance: 20.0000");
    fireEvent.click(screen.getByTestId("swap-max"));
    expect(amountInput("from").value).toBe("12.34567891");
    expect(mainButton().textContent).toBe(SUBMIT);
  });

  it("balance skeletons while they load", () => {
    renderSwap("from=EOS&to=UTX", { balancesLoading: true });
    expect(screen.getByTestId("swap-from-balance-loading")).toBeTruthy();
    expect(screen.queryByTestId("swap-from-balance")).toBeNull();
  });
});
