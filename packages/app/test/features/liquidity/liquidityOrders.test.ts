import { describe, expect, it } from "vitest";
import {
  addLiquidityOrder,
  lpTokenOf,
  removeLiquidityOrder,
} from "../../../src/features/liquidity/liquidityOrders";
import {
  ammOpenData,
  depositData,
  orderOutput,
  placeorderData,
  tokenOpenData,
  withMinOutputs,
} from "../../shared/amm/ammActionData";
import { POOL_UTX_USDT } from "./fixtures";

const SIGNER = { actor: "alice", permission: "active" };
const AUTH = [SIGNER];
const signed = (account: string, name: string, data: object) => ({
  account,
  name,
  authorization: AUTH,
  data,
});
const UTX = { contract: "token.ux", symbol: "UTX", decimals: 4 };
const USDT = { contract: "token.ux", symbol: "USDT", decimals: 6 };
const LP = { contract: "lp.ux", symbol: "LP1", decimals: 4 };

describe("addLiquidityOrder: a deposit and a placeorder [{LP, 10000}] per token (spec 2 §7)", () => {
  const add = (args: Omit<Parameters<typeof addLiquidityOrder>[0], "amm" | "pool">) =>
    addLiquidityOrder({ amm: "amm.ux", pool: POOL_UTX_USDT, ...args });
  const request = (lpBalance: bigint) =>
    add({
      amounts: [
        { token: UTX, amount: 100_0000n },
        { token: USDT, amount: 25_000000n },
      ],
      lpEstimate: 49_9500n,
      lpMinimums: [24_7000n, 24_8000n],
      lpBalance,
    });

  it("opens the LP token first when the user holds none, then AMM opens, deposits and orders", () => {
    const order = request(0n);
    expect(order).toMatchObject({
      type: "Add Liquidity",
      pools: [{ id: 1, name: POOL_UTX_USDT.pool_name }],
      ufxHop: false,
    });
    expect(order.send).toEqual([
      { token: UTX, amount: 100_0000n },
      { token: USDT, amount: 25_000000n },
    ]);
    expect(order.receive).toEqual([{ token: LP, amount: 49_9500n }]);
    const toLp = [orderOutput("4,LP1", "lp.ux", 10000)];
    expect(order.buildActions(SIGNER)).toEqual([
      signed("lp.ux", "open", tokenOpenData("4,LP1")),
      signed("amm.ux", "open", ammOpenData("4,UTX", "token.ux")),
      signed("amm.ux", "open", ammOpenData("6,USDT", "token.ux")),
      signed("token.ux", "transfer", depositData("100.0000 UTX")),
      signed("token.ux", "transfer", depositData("25.000000 USDT")),
      // Each placeorder with the least LP it may mint (min_outputs).
      signed(
        "amm.ux",
        "placeorder",
        withMinOutputs(placeorderData(1, "token.ux", "100.0000 UTX", toLp), "24.7000 LP1"),
      ),
      signed(
        "amm.ux",
        "placeorder",
        withMinOutputs(placeorderData(1, "token.ux", "25.000000 USDT", toLp), "24.8000 LP1"),
      ),
    ]);
  });

  it("does not open the LP token again when the user holds some", () => {
    const names = request(1n)
      .buildActions(SIGNER)
      .map((a) => `${a.account}:${a.name}`);
    expect(names).toEqual([
      "amm.ux:open",
      "amm.ux:open",
      "token.ux:transfer",
      "token.ux:transfer",
      "amm.ux:placeorder",
      "amm.ux:placeorder",
    ]);
  });

  it("leaves zero amounts out", () => {
    const order = add({
      amounts: [
        { token: UTX, amount: 0n },
        { token: USDT, amount: 1n },
      ],
      lpEstimate: 0n,
      lpMinimums: [0n],
      lpBalance: 5n,
    });
    expect(order.send).toEqual([{ token: USDT, amount: 1n }]);
    expect(order.buildActions(SIGNER)).toHaveLength(3);
  });
});

describe("removeLiquidityOrder: a deposit of LP and one placeorder from the LP with the proportions", () => {
  const remove = (args: Omit<Parameters<typeof removeLiquidityOrder>[0], "amm" | "pool">) =>
    removeLiquidityOrder({ amm: "amm.ux", pool: POOL_UTX_USDT, ...args });

  it("leaves zero shares out and opens only received tokens the user holds none of", () => {
    const order = remove({
      lpAmount: 2_5000n,
      shares: [
        { token: UTX, proportion: 0 },
        { token: USDT, proportion: 10000 },
      ],
      estimates: [
        { token: UTX, amount: 0n },
        { token: USDT, amount: 1_234567n },
      ],
      minimums: [
        { token: UTX, amount: 0n },
        { token: USDT, amount: 1_228394n },
      ],
      walletBalanceOf: () => 0n,
    });
    expect(order).toMatchObject({
      type: "Remove Liquidity",
      pools: [{ id: 1, name: POOL_UTX_USDT.pool_name }],
      ufxHop: false,
    });
    expect(order.send).toEqual([{ token: LP, amount: 2_5000n }]);
    expect(order.receive).toEqual([{ token: USDT, amount: 1_234567n }]);
    expect(order.buildActions(SIGNER)).toEqual([
      signed("token.ux", "open", tokenOpenData("6,USDT")),
      signed("amm.ux", "open", ammOpenData("4,LP1", "lp.ux")),
      signed("lp.ux", "transfer", depositData("2.5000 LP1")),
      signed(
        "amm.ux",
        "placeorder",
        withMinOutputs(
          placeorderData(1, "lp.ux", "2.5000 LP1", [orderOutput("6,USDT", "token.ux", 10000)]),
          "1.228394 USDT",
        ),
      ),
    ]);
  });

  it("balanced: every token at its weight; tokens already held are not opened", () => {
    const order = remove({
      lpAmount: 1n,
      shares: [
        { token: UTX, proportion: 5000 },
        { token: USDT, proportion: 5000 },
      ],
      estimates: [],
      minimums: [{ token: USDT, amount: 2n }],
      walletBalanceOf: (token) => (token.symbol === "UTX" ? 7n : 0n),
    });
    const actions = order.buildActions(SIGNER);
    expect(actions.map((a) => `${a.account}:${a.name}`)).toEqual([
      "token.ux:open",
      "amm.ux:open",
      "lp.ux:transfer",
      "amm.ux:placeorder",
    ]);
    expect(actions[0]?.data).toMatchObject({ symbol: "6,USDT" });
    expect(actions[3]?.data).toMatchObject({
      outputs: [orderOutput("4,UTX", "token.ux", 5000), orderOutput("6,USDT", "token.ux", 5000)],
      // One minimum per output, in output order (0 for a token with none given).
      min_outputs: { quantities: ["0.0000 UTX", "0.000002 USDT"] },
    });
    expect(order.receive).toEqual([
      { token: UTX, amount: 0n },
      { token: USDT, amount: 0n },
    ]);
  });

  it("lpTokenOf gives the LP token with its precision", () => {
    expect(lpTokenOf(POOL_UTX_USDT)).toEqual(LP);
  });
});
