// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { ADD_LIQUIDITY, ADJUST_YOUR_AMOUNTS, CHOOSE_A_POOL, ENTER_AN_AMOUNT } from "@ux/core/forms";
import { afterEach, describe, expect, it } from "vitest";
import { CHOOSE_POOL_HINT } from "../../../src/features/liquidity/AddLiquidityForm";
import { expectConnectWalletButton } from "../../shared/ui/connectWalletButton";
import {
  button,
  byTestId,
  choosePool,
  field,
  itSubmitsAndGuards,
  poolOptions,
  renderAdd,
  type,
  WITHOUT_WALLET,
} from "./renderLiquidity";

afterEach(cleanup);

const submit = () => button("liquidity-submit");

describe("Add Liquidity button texts (core addLiquidityFormStatus)", () => {
  it("'Connect Wallet' without a wallet: clickable, opens the login at the button; inputs disabled", () => {
    const { onConnectWallet } = renderAdd(WITHOUT_WALLET);
    expectConnectWalletButton(submit, onConnectWallet);
    expect(field("liquidity-amount-UTX").disabled).toBe(true);
    expect(screen.queryByTestId("liquidity-max-UTX")).toBeNull();
  });

  it("'Choose a pool' until a pool is chosen; the list hides UFX pools", () => {
    renderAdd();
    expect(submit().textContent).toBe(CHOOSE_A_POOL);
    expect(submit().disabled).toBe(true);
    expect(screen.getByText(CHOOSE_POOL_HINT)).toBeTruthy();
    expect(poolOptions()).toEqual(["", "antelope", "eoswax"]);
    choosePool("antelope");
    expect(submit().textContent).toBe(ENTER_AN_AMOUNT);
    expect(field("liquidity-amount-UTX")).toBeTruthy();
  });

  it("a UFX pool named in pool_name is not chosen on the Add tab, and the form says so", () => {
    renderAdd({ poolName: "ufxutx" });
    expect(submit().textContent).toBe(CHOOSE_A_POOL);
    expect(byTestId("liquidity-pool-not-found").textContent).toBe(
      "No pool named 'ufxutx' can be chosen here.",
    );
  });

  it("a pool_name naming no pool says so; a known one does not", () => {
    renderAdd({ poolName: "nope" });
    expect(byTestId("liquidity-pool-not-found").textContent).toBe("No pool named 'nope' can be chosen here.");
    cleanup();
    renderAdd({ poolName: "antelope" });
    expect(screen.queryByTestId("liquidity-pool-not-found")).toBeNull();
  });

  it("'Adjust your amounts' with 'You do not have enough {symbol}' under the field", () => {
    renderAdd({ poolName: "antelope" });
    fireEvent.click(byTestId("liquidity-mode-unbalanced"));
    type("liquidity-amount-UTX", "1000.0001");
    expect(submit().textContent).toBe(ADJUST_YOUR_AMOUNTS);
    expect(submit().disabled).toBe(true);
    expect(byTestId("liquidity-message-UTX").textContent).toBe("You do not have enough UTX");
  });

  it("'Adjust your amounts' with 'Minimum is {min} {symbol}'", () => {
    renderAdd({ poolName: "antelope" });
    fireEvent.click(byTestId("liquidity-mode-unbalanced"));
    type("liquidity-amount-UTX", "0.04");
    expect(submit().textContent).toBe(ADJUST_YOUR_AMOUNTS);
    expect(byTestId("liquidity-message-UTX").textContent).toBe("Minimum is 0.05 UTX");
  });

  it("'Add Liquidity' when the amounts are valid, with the LP estimate", () => {
    renderAdd({ poolName: "antelope" });
    expect(byTestId("liquidity-lp-estimate").textContent).toContain("—");
    type("liquidity-amount-UTX", "4");
    expect(submit().textContent).toBe(ADD_LIQUIDITY);
    expect(submit().disabled).toBe(false);
    expect(byTestId("liquidity-lp-estimate").textContent).toMatch(/1\.99\d\d LP1/);
  });
});

describe("balanced and unbalanced amounts", () => {
  it("balanced: typing one amount sets the other in pool proportion, with USD values", () => {
    renderAdd({ poolName: "antelope" });
    type("liquidity-amount-UTX", "100");
    expect(field("liquidity-amount-USDT").value).toBe("25.000000");
    expect(field("liquidity-usd-UTX").value).toBe("25.00");
    expect(field("liquidity-usd-USDT").value).toBe("25.00");
    expect(byTestId("liquidity-message-USDT").textContent).toBe("You do not have enough USDT");
  });

  it("balanced: typing a USD value sets every amount", () => {
    renderAdd({ poolName: "antelope" });
    type("liquidity-usd-USDT", "1");
    expect(field("liquidity-amount-USDT").value).toBe("1.000000");
    expect(field("liquidity-amount-UTX").value).toBe("4.0000");
    expect(field("liquidity-usd-UTX").value).toBe("1.00");
  });

  it("unbalanced: amounts are independent; back to balanced the first amount leads", () => {
    renderAdd({ poolName: "antelope" });
    fireEvent.click(byTestId("liquidity-mode-unbalanced"));
    type("liquidity-amount-UTX", "2");
    expect(field("liquidity-amount-USDT").value).toBe("");
    type("liquidity-amount-USDT", "1");
    expect(field("liquidity-amount-UTX").value).toBe("2");
    fireEvent.click(byTestId("liquidity-mode-balanced"));
    expect(field("liquidity-amount-UTX").value).toBe("2");
    expect(field("liquidity-amount-USDT").value).toBe("0.500000");
  });

  it("each balance to 4 decimals with MAX (balanced: the other token follows)", () => {
    renderAdd({ poolName: "antelope" });
    expect(byTestId("liquidity-token-USDT").textContent).toContain("Available: 1.2345 USDT");
    fireEvent.click(byTestId("liquidity-max-USDT"));
    expect(field("liquidity-amount-USDT").value).toBe("1.234567");
    expect(field("liquidity-amount-UTX").value).toBe("4.9382");
  });

  it("a token without a USD price has its USD field disabled (WAX)", () => {
    renderAdd({ poolName: "eoswax" });
    expect(field("liquidity-usd-WAX").disabled).toBe(true);
    expect(field("liquidity-usd-EOS").disabled).toBe(false);
  });

  it("changing pool starts from empty amounts", () => {
    renderAdd({ poolName: "antelope" });
    type("liquidity-amount-UTX", "1");
    choosePool("eoswax");
    choosePool("antelope");
    expect(field("liquidity-amount-UTX").value).toBe("");
  });
});

describe("submitting", () => {
  // An 'Add Liquidity' order of both tokens, in pool proportion.
  itSubmitsAndGuards({
    render: renderAdd,
    submitId: "liquidity-submit",
    amountId: "liquidity-amount-UTX",
    amount: "4",
    emptyStatus: ENTER_AN_AMOUNT,
    expectOrder(request) {
      expect(request.type).toBe("Add Liquidity");
      expect(request.send.map((leg) => [leg.token.symbol, leg.amount])).toEqual([
        ["UTX", 4_0000n],
        ["USDT", 1_000000n],
      ]);
    },
  });

  it("Enter in a field submits when valid, and does nothing otherwise", async () => {
    const { place } = renderAdd({ poolName: "antelope" });
    type("liquidity-amount-UTX", "4000");
    fireEvent.submit(field("liquidity-amount-UTX").form as HTMLFormElement);
    expect(place).not.toHaveBeenCalled();
    type("liquidity-amount-UTX", "4");
    fireEvent.submit(field("liquidity-amount-UTX").form as HTMLFormElement);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
  });
});

describe("loading", () => {
  it("pools loading: a skeleton instead of the pool list", () => {
    renderAdd({ entries: undefined });
    expect(byTestId("liquidity-pool-loading")).toBeTruthy();
    expect(screen.queryByTestId("liquidity-pool")).toBeNull();
  });

  it("balances loading: skeletons, no messages, the button waits", () => {
    renderAdd({ poolName: "antelope", balances: undefined, balancesLoading: true });
    expect(screen.getByLabelText("Loading UTX balance")).toBeTruthy();
    type("liquidity-amount-UTX", "5");
    expect(byTestId("liquidity-message-UTX").textContent).not.toMatch(/\w/);
    expect(submit().disabled).toBe(true);
  });
});
