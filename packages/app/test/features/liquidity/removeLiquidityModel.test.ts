import { estimateRemoveLiquidity, tokenId } from "@ux/core/amm";
import {
  CHOOSE_A_POOL,
  CONNECT_WALLET,
  ENTER_AN_LP_AMOUNT,
  INSUFFICIENT_LP_BALANCE,
  PERCENTAGES_NEED_100,
  REMOVE_LIQUIDITY,
} from "@ux/core/forms";
import { describe, expect, it } from "vitest";
import type { RemoveInputs } from "../../../src/features/liquidity/removeLiquidityInputs";
import {
  REMOVE_WOULD_BE_REFUNDED,
  type RemoveLiquidityModelInput,
  removeLiquidityModel,
} from "../../../src/features/liquidity/removeLiquidityModel";
import { at, removeInputs as inputs, LP_BALANCE, POOL_UTX_USDT } from "./fixtures";

function model(form: RemoveInputs, overrides: Partial<RemoveLiquidityModelInput> = {}) {
  return removeLiquidityModel({
    walletConnected: true,
    pool: POOL_UTX_USDT,
    inputs: form,
    lpBalance: LP_BALANCE,
    balancesLoading: false,
    toleranceBps: 50n,
    ...overrides,
  });
}

describe("Remove Liquidity button (core removeLiquidityFormStatus)", () => {
  it("'Connect Wallet' without a wallet", () => {
    const m = model(inputs("1"), { walletConnected: false, lpBalance: undefined });
    expect(m.status).toEqual({
      enabled: true,
      buttonText: CONNECT_WALLET,
      messages: [],
      action: "connectWallet",
    });
    expect(m.lpBalanceText).toBeNull();
  });

  it("'Choose a pool'", () => {
    const m = model(inputs("1"), { pool: undefined });
    expect(m.status.buttonText).toBe(CHOOSE_A_POOL);
    expect(m.rows).toEqual([]);
    expect(m.lpSymbol).toBeNull();
  });

  it("'Enter an LP amount' for empty, zero and unreadable amounts (with the parser's reason)", () => {
    expect(model(inputs("")).status.buttonText).toBe(ENTER_AN_LP_AMOUNT);
    expect(model(inputs("0.0000")).status.buttonText).toBe(ENTER_AN_LP_AMOUNT);
    expect(model(inputs("1.00001")).status).toEqual({
      enabled: false,
      buttonText: ENTER_AN_LP_AMOUNT,
      messages: ["At most 4 decimals are allowed"],
      action: "none",
    });
  });

  it("'Insufficient LP Balance' above the LP balance", () => {
    expect(model(inputs("10.0004")).status.buttonText).toBe(INSUFFICIENT_LP_BALANCE);
    expect(model(inputs("10.0003")).status.buttonText).toBe(REMOVE_LIQUIDITY);
  });

  it("'Percentages need to add up to 100%' in unbalanced mode only", () => {
    expect(model(inputs("1", "unbalanced", ["50", "49"])).status.buttonText).toBe(PERCENTAGES_NEED_100);
    expect(model(inputs("1", "balanced", ["50", "49"])).status.buttonText).toBe(REMOVE_LIQUIDITY);
  });

  it("'Remove Liquidity' submits; while balances load the button waits", () => {
    expect(model(inputs("1", "unbalanced", ["0", "100"])).status).toEqual({
      enabled: true,
      buttonText: REMOVE_LIQUIDITY,
      messages: [],
      action: "submit",
    });
    expect(model(inputs("1"), { lpBalance: undefined, balancesLoading: true }).status.enabled).toBe(false);
  });
});

describe("estimate per token (core estimateRemoveLiquidity)", () => {
  it("balanced 10 LP of 500,000: just under 20 UTX and 5 USDT, shown to 4 decimals", () => {
    const m = model(inputs("10"));
    const core = estimateRemoveLiquidity(POOL_UTX_USDT, 10_0000n, [
      { token: tokenId(at(POOL_UTX_USDT.assets, 0)), proportion: 5000 },
      { token: tokenId(at(POOL_UTX_USDT.assets, 1)), proportion: 5000 },
    ]);
    if (!core.ok) throw new Error("core estimate failed");
    expect(m.rows.map((r) => r.estimate)).toEqual(core.outputs.map((o) => o.amount));
    const [utx, usdt] = m.rows.map((r) => r.estimate);
    expect(utx).toBeLessThan(20_0000n);
    expect(utx).toBeGreaterThan(19_9000n);
    expect(usdt).toBeLessThan(5_000000n);
    expect(usdt).toBeGreaterThan(4_990000n);
    // USDT has 6 decimals: the display drops the last two, rounding down.
    expect(at(m.rows, 1).estimateText).toBe(((usdt ?? 0n) / 100n).toString().replace(/(\d{4})$/, ".$1"));
    expect(m.lpAmount).toBe(10_0000n);
    expect(m.estimateProblem).toBeNull();
    expect(m.lpBalanceText).toBe("10.0003");
  });

  it("all to one token: the other gets nothing", () => {
    const m = model(inputs("1", "unbalanced", ["100", "0"]));
    expect(at(m.rows, 0).estimate).toBeGreaterThan(0n);
    expect(at(m.rows, 1)).toMatchObject({ estimate: 0n, estimateText: "0.0000" });
  });

  it("no estimate without a valid amount and split; a refund is said when the pool cannot pay", () => {
    expect(model(inputs("")).rows.map((r) => r.estimateText)).toEqual([null, null]);
    expect(model(inputs("1", "unbalanced", ["1", "1"])).rows.map((r) => r.estimateText)).toEqual([
      null,
      null,
    ]);
    const all = model(inputs("500000"), { lpBalance: 500_000_0000n });
    expect(all.estimateProblem).toBe(REMOVE_WOULD_BE_REFUNDED);
    expect(all.rows.map((r) => r.estimateText)).toEqual([null, null]);
  });

  it("the unbalanced running total", () => {
    expect(model(inputs("1", "unbalanced", ["33.3", "66.7"]))).toMatchObject({
      percentTotalText: "100",
      percentTotalComplete: true,
    });
    expect(model(inputs("1", "unbalanced", ["33.3", "6.7"]))).toMatchObject({
      percentTotalText: "40",
      percentTotalComplete: false,
    });
    expect(model(inputs("1", "unbalanced", ["x", "6.7"]))).toMatchObject({
      percentTotalText: null,
      percentTotalComplete: false,
    });
  });
});
