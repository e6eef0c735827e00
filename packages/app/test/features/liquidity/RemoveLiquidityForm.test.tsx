// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import {
  CHOOSE_A_POOL,
  ENTER_AN_LP_AMOUNT,
  INSUFFICIENT_LP_BALANCE,
  PERCENTAGES_NEED_100,
  REMOVE_LIQUIDITY,
} from "@ux/core/forms";
import { afterEach, describe, expect, it } from "vitest";
import { expectConnectWalletButton } from "../../shared/ui/connectWalletButton";
import {
  button,
  byTestId,
  choosePool,
  field,
  itSubmitsAndGuards,
  poolOptions,
  renderRemove,
  type,
  WITHOUT_WALLET,
} from "./renderLiquidity";

afterEach(cleanup);

const submit = () => button("remove-submit");
const unbalanced = () => fireEvent.click(byTestId("remove-mode-unbalanced"));

describe("Remove Liquidity button texts (core removeLiquidityFormStatus)", () => {
  it("'Connect Wallet' without a wallet: clickable, opens the login; inputs disabled", () => {
    const { onConnectWallet } = renderRemove(WITHOUT_WALLET);
    expectConnectWalletButton(submit, onConnectWallet);
    expect(field("remove-lp-amount").disabled).toBe(true);
    expect(screen.queryByTestId("remove-max")).toBeNull();
  });

  it("'Choose a pool'; the Remove list includes UFX pools", () => {
    renderRemove();
    expect(submit().textContent).toBe(CHOOSE_A_POOL);
    expect(submit().disabled).toBe(true);
    expect(poolOptions()).toEqual(["", "antelope", "eoswax", "ufxutx"]);
    choosePool("ufxutx");
    expect(submit().textContent).toBe(ENTER_AN_LP_AMOUNT);
    expect(byTestId("remove-token-UFX")).toBeTruthy();
  });

  it("'Enter an LP amount', with the parser's reason under the field", () => {
    renderRemove({ poolName: "antelope" });
    expect(submit().textContent).toBe(ENTER_AN_LP_AMOUNT);
    type("remove-lp-amount", "0");
    expect(submit().textContent).toBe(ENTER_AN_LP_AMOUNT);
    type("remove-lp-amount", "1.00001");
    expect(submit().textContent).toBe(ENTER_AN_LP_AMOUNT);
    expect(screen.getByText("At most 4 decimals are allowed")).toBeTruthy();
  });

  it("'Insufficient LP Balance' above the LP balance", () => {
    renderRemove({ poolName: "antelope" });
    type("remove-lp-amount", "10.0004");
    expect(submit().textContent).toBe(INSUFFICIENT_LP_BALANCE);
    expect(submit().disabled).toBe(true);
  });

  it("'Percentages need to add up to 100%' in unbalanced mode, with the running total", () => {
    renderRemove({ poolName: "antelope" });
    type("remove-lp-amount", "1");
    expect(submit().textContent).toBe(REMOVE_LIQUIDITY);
    expect(screen.queryByTestId("remove-percent-UTX")).toBeNull();
    unbalanced();
    expect(field("remove-percent-UTX").value).toBe("50");
    type("remove-percent-UTX", "40");
    expect(submit().textContent).toBe(PERCENTAGES_NEED_100);
    expect(byTestId("remove-percent-total").textContent).toBe("90 / 100%");
    expect(byTestId("remove-percent-total").dataset.complete).toBe("false");
    type("remove-percent-USDT", "60");
    expect(submit().textContent).toBe(REMOVE_LIQUIDITY);
    expect(byTestId("remove-percent-total").textContent).toBe("100 / 100%");
    expect(byTestId("remove-percent-total").dataset.complete).toBe("true");
  });
});

describe("LP amount, shortcuts, MAX and estimates", () => {
  it("shows the LP balance; MAX and 25/50/75/100% set the amount", () => {
    renderRemove({ poolName: "antelope" });
    expect(screen.getByText("Available: 10.0003 LP1")).toBeTruthy();
    fireEvent.click(byTestId("remove-max"));
    expect(field("remove-lp-amount").value).toBe("10.0003");
    const expected = { 25: "2.5000", 50: "5.0001", 75: "7.5002", 100: "10.0003" };
    for (const [percent, text] of Object.entries(expected)) {
      fireEvent.click(byTestId(`remove-lp-${percent}`));
      expect(field("remove-lp-amount").value).toBe(text);
    }
  });

  it("MAX on a token: the whole LP balance, 100% to that token, 0% to the other", () => {
    renderRemove({ poolName: "antelope" });
    unbalanced();
    fireEvent.click(byTestId("remove-max-USDT"));
    expect(field("remove-lp-amount").value).toBe("10.0003");
    expect(field("remove-percent-UTX").value).toBe("0");
    expect(field("remove-percent-USDT").value).toBe("100");
    expect(byTestId("remove-estimate-UTX").textContent).toBe("0.0000 UTX");
    expect(byTestId("remove-estimate-USDT").textContent).toMatch(/^\d+\.\d{4} USDT$/);
    expect(submit().textContent).toBe(REMOVE_LIQUIDITY);
  });

  it("estimates each token once the amount is valid (balanced: both tokens)", () => {
    renderRemove({ poolName: "antelope" });
    expect(byTestId("remove-estimate-UTX").textContent).toBe("—");
    type("remove-lp-amount", "10");
    expect(byTestId("remove-estimate-UTX").textContent).toMatch(/^19\.9\d{3} UTX$/);
    expect(byTestId("remove-estimate-USDT").textContent).toMatch(/^4\.99\d{2} USDT$/);
  });

  it("the mode outlives a pool change; the amounts do not", () => {
    renderRemove({ poolName: "antelope" });
    unbalanced();
    type("remove-lp-amount", "1");
    choosePool("eoswax");
    expect(field("remove-lp-amount").value).toBe("");
    expect(field("remove-percent-EOS").value).toBe("80");
  });
});

describe("submitting", () => {
  // A 'Remove Liquidity' order: LP tokens in, the pool's tokens out.
  itSubmitsAndGuards({
    render: renderRemove,
    submitId: "remove-submit",
    amountId: "remove-lp-amount",
    amount: "2.5",
    emptyStatus: ENTER_AN_LP_AMOUNT,
    expectOrder(request) {
      expect(request.type).toBe("Remove Liquidity");
      expect(request.send.map((leg) => [leg.token.symbol, leg.amount])).toEqual([["LP1", 2_5000n]]);
      expect(request.receive.map((leg) => leg.token.symbol)).toEqual(["UTX", "USDT"]);
    },
  });
});
