import { estimateAddLiquidity, tokenId } from "@ux/core/amm";
import {
  ADD_LIQUIDITY,
  ADJUST_YOUR_AMOUNTS,
  CHOOSE_A_POOL,
  CONNECT_WALLET,
  ENTER_AN_AMOUNT,
} from "@ux/core/forms";
import { describe, expect, it } from "vitest";
import { type AddInputs, emptyAddInputs } from "../../../src/features/liquidity/addLiquidityInputs";
import {
  type AddLiquidityModelInput,
  addLiquidityModel,
} from "../../../src/features/liquidity/addLiquidityModel";
import { at, balances, POOL_UTX_USDT } from "./fixtures";

const WALLET = balances({ UTX: 1_000_0000n, USDT: 1_234_567n });

function model(amounts: [string, string], overrides: Partial<AddLiquidityModelInput> = {}) {
  const inputs: AddInputs = amounts.map((amountText) => ({ amountText, usdText: "" }));
  return addLiquidityModel({
    walletConnected: true,
    pool: POOL_UTX_USDT,
    inputs,
    balances: WALLET,
    balancesLoading: false,
    rates: { UTX: "0.25" },
    toleranceBps: 50n,
    ...overrides,
  });
}

describe("Add Liquidity button (core addLiquidityFormStatus)", () => {
  it("'Connect Wallet' without a wallet: clickable, opens the login; balances are not shown", () => {
    const m = model(["1", ""], { walletConnected: false, balances: undefined });
    expect(m.status).toEqual({
      enabled: true,
      buttonText: CONNECT_WALLET,
      messages: [],
      action: "connectWallet",
    });
    expect(m.rows.map((r) => r.availableText)).toEqual([null, null]);
    expect(m.rows.map((r) => r.message)).toEqual([null, null]);
  });

  it("'Choose a pool' with no pool (no rows, no estimate)", () => {
    const m = addLiquidityModel({
      walletConnected: true,
      pool: undefined,
      inputs: [],
      balances: WALLET,
      balancesLoading: false,
      rates: {},
      toleranceBps: 50n,
    });
    expect(m.status.buttonText).toBe(CHOOSE_A_POOL);
    expect(m.status.enabled).toBe(false);
    expect(m.rows).toEqual([]);
    expect(m.estimate).toBeNull();
  });

  it("'Enter an amount' while nothing is above zero", () => {
    expect(model(["", ""]).status.buttonText).toBe(ENTER_AN_AMOUNT);
    expect(model(["0", "0.000000"]).status.buttonText).toBe(ENTER_AN_AMOUNT);
  });

  it("'Adjust your amounts' with 'You do not have enough {symbol}' under the field", () => {
    const m = model(["1000.0001", "1"]);
    expect(m.status.buttonText).toBe(ADJUST_YOUR_AMOUNTS);
    expect(m.status.enabled).toBe(false);
    expect(m.rows.map((r) => r.message)).toEqual(["You do not have enough UTX", null]);
  });

  it("'Adjust your amounts' with 'Minimum is {min} {symbol}' (UTX pool minimum 0.05)", () => {
    const m = model(["0.0499", ""]);
    expect(m.status.buttonText).toBe(ADJUST_YOUR_AMOUNTS);
    expect(at(m.rows, 0).message).toBe("Minimum is 0.05 UTX");
    expect(model(["0.05", ""]).status.buttonText).toBe(ADD_LIQUIDITY);
  });

  it("a parser message for an unreadable amount", () => {
    expect(at(model(["1.00001", ""]).rows, 0).message).toBe("At most 4 decimals are allowed");
  });

  it("'Add Liquidity' submits when every amount is within balance and above its minimum", () => {
    const m = model(["1000", "1.234567"]);
    expect(m.status).toEqual({ enabled: true, buttonText: ADD_LIQUIDITY, messages: [], action: "submit" });
    expect(m.amounts.map((a) => [a.token.symbol, a.token.decimals, a.amount])).toEqual([
      ["UTX", 4, 1_000_0000n],
      ["USDT", 6, 1_234_567n],
    ]);
  });

  it("while balances load nothing is judged against zero: no messages and the button waits", () => {
    const m = model(["5", ""], { balances: undefined, balancesLoading: true });
    expect(m.status.enabled).toBe(false);
    expect(m.status.messages).toEqual([]);
    expect(m.rows.map((r) => [r.availableText, r.message])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe("rows and estimate", () => {
  it("shows each balance to 4 decimals rounded down and which USD fields can be typed in", () => {
    const m = model(["", ""], { rates: {} });
    expect(m.rows.map((r) => [r.token.symbol, r.availableText, r.available, r.usdEditable])).toEqual([
      ["UTX", "1000.0000", 1_000_0000n, false],
      ["USDT", "1.2345", 1_234_567n, true],
    ]);
  });

  it("the LP estimate is core estimateAddLiquidity on the pool, to 4 decimals, with the share after it", () => {
    const m = model(["100", "25"]);
    const core = estimateAddLiquidity(POOL_UTX_USDT, [
      { token: tokenId(at(POOL_UTX_USDT.assets, 0)), amount: 100_0000n },
      { token: tokenId(at(POOL_UTX_USDT.assets, 1)), amount: 25_000000n },
    ]);
    expect(m.estimate?.lpUnits).toBe(core.lpMinted);
    // A balanced 1/10000 of the pool mints just under 50 LP (fees stay in the pool).
    expect(core.lpMinted).toBeLessThan(50_0000n);
    expect(core.lpMinted).toBeGreaterThan(49_9000n);
    const whole = core.lpMinted / 10_000n;
    const fraction = (core.lpMinted % 10_000n).toString().padStart(4, "0");
    expect(m.estimate?.lpText).toBe(`${whole}.${fraction}`);
    expect(m.estimate?.lpSymbol).toBe("LP1");
    expect(m.estimate?.sharePercentText).toBe("0.0099");
    expect(m.estimate?.refundedSymbols).toEqual([]);
  });

  it("names a token whose order the pool would refund (1 unit of USDT mints no LP)", () => {
    const m = model(["", "0.000001"]);
    expect(m.status.buttonText).toBe(ADD_LIQUIDITY);
    expect(m.estimate?.refundedSymbols).toEqual(["USDT"]);
    expect(m.estimate?.lpText).toBe("0.0000");
  });

  it("no estimate until some amount is positive", () => {
    expect(model(["", "0"]).estimate).toBeNull();
    expect(emptyAddInputs(POOL_UTX_USDT)).toHaveLength(2);
  });
});
