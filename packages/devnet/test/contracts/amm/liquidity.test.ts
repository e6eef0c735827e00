import type { OrderOutput, TokenAmount } from "@ux/core/amm";
import { balancedAmounts, estimateAddLiquidity, estimateRemoveLiquidity, multiSwap } from "@ux/core/amm";
import { assetTextOf } from "@ux/core/amm/contract";
import { describe, expect, it } from "vitest";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { GENESIS_POOLS, lpTokenOf } from "../../../src/genesis/amm/genesisPools";
import { AmmChain, ammActions, orderIdsOf, reportsOf, transfersTo } from "./support/ammChain";

const { EOS, UTX, TLOS, UTXRAM, WAX } = AMM_TOKENS;
const lpOf = (id: number) => lpTokenOf(GENESIS_POOLS[id] as (typeof GENESIS_POOLS)[number]);
const ANTELOPE = 0;
const EOS_WAX = 4;

/** Deposits and places one order per input, all in one transaction, as the app's Multi Swap does. */
function placeAll(
  chain: AmmChain,
  owner: string,
  poolId: number,
  inputs: readonly TokenAmount[],
  outputs: readonly OrderOutput[],
) {
  const tokens = new Map([...chain.pool(poolId).assets, chain.pool(poolId).lp].map((t) => [t.symbol, t]));
  const withDecimals = (symbol: string) => tokens.get(symbol) ?? (undefined as never);
  return chain.push([
    ...inputs.map((input) => ammActions.deposit(owner, withDecimals(input.token.symbol), input.amount)),
    ...inputs.map((input) =>
      ammActions.placeorder(
        owner,
        poolId,
        withDecimals(input.token.symbol),
        input.amount,
        outputs.map((o) => [withDecimals(o.token.symbol), o.proportion] as const),
      ),
    ),
  ]);
}

describe("Multi Swap and liquidity through the contract equal core's estimates", () => {
  it("Multi Swap: several inputs (an LP among them) into several outputs by proportion", () => {
    const chain = new AmmChain();
    const lp = lpOf(ANTELOPE);
    const pool = chain.pool(ANTELOPE);
    const inputs = [
      { token: EOS, amount: 40_0000n },
      { token: UTX, amount: 1_500_0000n },
      { token: lp, amount: 25_0000n },
    ];
    const outputs = [
      { token: UTXRAM, proportion: 5000 },
      { token: WAX, proportion: 3000 },
      { token: TLOS, proportion: 2000 },
    ];
    const estimate = multiSwap(pool, inputs, outputs);
    expect(estimate.orders.every((order) => order.ok)).toBe(true);
    const wallets = [UTXRAM, WAX, TLOS].map((token) => chain.wallet("bob", token));
    const placed = placeAll(chain, "bob", ANTELOPE, inputs, outputs);
    expect(orderIdsOf(placed)).toEqual(["1", "2", "3"]);
    const settled = chain.settle(ANTELOPE);
    const reports = reportsOf(settled);
    expect(reports.map((r) => r.outputs.map((o) => o.quantity))).toEqual(
      estimate.orders.map((order) =>
        order.ok ? order.outputs.map((o, i) => assetTextOf(o.amount, [UTXRAM, WAX, TLOS][i] ?? UTX)) : [],
      ),
    );
    [UTXRAM, WAX, TLOS].forEach((token, i) => {
      expect(chain.wallet("bob", token) - (wallets[i] ?? 0n)).toBe(estimate.totals[i]?.amount);
    });
    expect(chain.pool(ANTELOPE)).toEqual(estimate.pool);
    // The LP input was burned: the token's supply follows the pool's.
    expect(chain.supply(lp)).toBe(estimate.pool.lp.supply);
    expect(chain.supply(lp)).toBe(1_000_000_0000n - 25_0000n);
    const retire = settled.trace.action_traces.find(
      (t) => t.act.name === "retire" && t.receiver === lp.contract,
    );
    expect(retire?.act.data).toEqual({ quantity: "25.0000 LPA", memo: "AMM order 3" });
    expect(reports[2]?.fees.map((f) => f.kind)).toEqual([
      "base",
      "impact",
      "base",
      "impact",
      "base",
      "impact",
    ]);
  });

  it("adds liquidity balanced: every token in proportion, each a placeorder of 10000 to the LP", () => {
    const chain = new AmmChain();
    const lp = lpOf(EOS_WAX);
    const pool = chain.pool(EOS_WAX);
    const amounts = balancedAmounts(pool, EOS, 100_0000n) ?? [];
    expect(amounts.map((a) => a.amount)).toEqual([100_0000n, 400_00000000n]);
    const estimate = estimateAddLiquidity(pool, amounts);
    const lpBefore = chain.wallet("carol", lp);
    placeAll(chain, "carol", EOS_WAX, amounts, [{ token: lp, proportion: 10_000 }]);
    const settled = chain.settle(EOS_WAX);
    expect(chain.wallet("carol", lp) - lpBefore).toBe(estimate.lpMinted);
    expect(estimate.lpMinted).toBeGreaterThan(0n);
    expect(estimate.lpMinted).toBeLessThanOrEqual(estimate.lpProportional);
    expect(chain.pool(EOS_WAX)).toEqual(estimate.pool);
    expect(chain.supply(lp)).toBe(estimate.pool.lp.supply);
    const minted = reportsOf(settled).map((r) => r.outputs[0]?.quantity);
    expect(minted).toEqual(
      estimate.orders.map((order) => (order.ok ? assetTextOf(order.outputs[0]?.amount ?? 0n, lp) : "")),
    );
    expect(transfersTo(settled, "carol")).toEqual(minted.map((q) => `${q}@lptoken.ux`));
    const issues = settled.trace.action_traces.filter(
      (t) => t.act.name === "issue" && t.receiver === lp.contract,
    );
    expect(issues.map((t) => (t.act.data as { quantity: string }).quantity)).toEqual(minted);
  });

  it("adds liquidity unbalanced: one token only", () => {
    const chain = new AmmChain();
    const lp = lpOf(EOS_WAX);
    const pool = chain.pool(EOS_WAX);
    const amounts = [{ token: WAX, amount: 5_000_00000000n }];
    const estimate = estimateAddLiquidity(pool, amounts);
    const lpBefore = chain.wallet("dave", lp);
    placeAll(chain, "dave", EOS_WAX, amounts, [{ token: lp, proportion: 10_000 }]);
    chain.settle(EOS_WAX);
    expect(chain.wallet("dave", lp) - lpBefore).toBe(estimate.lpMinted);
    expect(chain.pool(EOS_WAX)).toEqual(estimate.pool);
    expect(estimate.pool.assets[1]?.balance).toBe(400_000_00000000n + 5_000_00000000n);
    // At spot, 5000 WAX (weight 20%) are worth 5000 * 0.2 * 100000 / 400000 = 250 LP; the single-asset join
    // pays the base fee on 80% of it and the impact fee, so it mints less.
    expect(estimate.lpMinted).toBeGreaterThan(245_0000n);
    expect(estimate.lpMinted).toBeLessThan(250_0000n);
  });

  it("removes liquidity balanced (shares by weight) and unbalanced (70/30), LP in", () => {
    const chain = new AmmChain();
    const lp = lpOf(ANTELOPE);
    const balancedShares = [UTX, UTXRAM, EOS, TLOS, WAX].map((token) => ({ token, proportion: 2000 }));
    const first = estimateRemoveLiquidity(chain.pool(ANTELOPE), 100_0000n, balancedShares);
    if (!first.ok) throw new Error(first.detail);
    const unbalancedShares = [
      { token: EOS, proportion: 7000 },
      { token: WAX, proportion: 3000 },
    ];
    const second = estimateRemoveLiquidity(first.pool, 50_0000n, unbalancedShares);
    if (!second.ok) throw new Error(second.detail);
    const before = [UTX, UTXRAM, EOS, TLOS, WAX].map((token) => chain.wallet("alice", token));
    placeAll(chain, "alice", ANTELOPE, [{ token: lp, amount: 100_0000n }], balancedShares);
    placeAll(chain, "alice", ANTELOPE, [{ token: lp, amount: 50_0000n }], unbalancedShares);
    const reports = reportsOf(chain.settle(ANTELOPE));
    expect(reports.map((r) => r.outputs.length)).toEqual([5, 2]);
    const received = [UTX, UTXRAM, EOS, TLOS, WAX].map(
      (token, i) => chain.wallet("alice", token) - (before[i] ?? 0n),
    );
    const fromFirst = first.outputs.map((o) => o.amount);
    const fromSecond = second.outputs.map((o) => o.amount);
    expect(received).toEqual([
      fromFirst[0],
      fromFirst[1],
      (fromFirst[2] ?? 0n) + (fromSecond[0] ?? 0n),
      fromFirst[3],
      (fromFirst[4] ?? 0n) + (fromSecond[1] ?? 0n),
    ]);
    expect(chain.pool(ANTELOPE)).toEqual(second.pool);
    expect(chain.wallet("alice", lp)).toBe(1000_0000n - 150_0000n);
    expect(chain.supply(lp)).toBe(1_000_000_0000n - 150_0000n);
  });
});
