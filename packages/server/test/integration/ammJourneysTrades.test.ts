import {
  balancedAmounts,
  estimateAddLiquidity,
  estimateRemoveLiquidity,
  multiSwap,
  placeOrder,
  ufxHop,
} from "@ux/core/amm";
import { assetTextOf, extSymbolOf, placeorderData, type TokenWithDecimals } from "@ux/core/amm/contract";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { GENESIS_POOLS, type GenesisPoolSpec, lpTokenOf } from "@ux/devnet/genesis/amm/genesisPools";
import { describe, expect, it } from "vitest";
import type { ReportEvent } from "../../src/amm/socket/reportDelivery";
import {
  ANTELOPE_POOL,
  alice,
  chainApi,
  expectReportsEqualEstimate,
  extAsset,
  freshSummary,
  keyOf,
  type OrderSpec,
  orderThroughSocket,
  UFX_EOS_POOL,
  UFX_WAX_POOL,
  USDT_EOS_POOL,
  USDT_UTX_POOL,
  useAmmJourneyNetwork,
  walletDeltas,
} from "./support/ammJourneyNetwork";
import { ammAction, depositAction, waitUntil } from "./support/ammUser";
import { ammBalances, queuedOrderIds, readPool, walletBalance } from "./support/chainReads";

/*
 * The AMM trading journeys end to end, between two readings of the indexer summary: at genesis, and after
 * the trades, which counts every one of them. Tests run in order and each one is the only trader while it
 * runs, so a core estimate made before an order is exactly what settles.
 */

const { USDT, UTX } = AMM_TOKENS;

useAmmJourneyNetwork();

const GENESIS_USD = {
  UTX: "0.1",
  UTXRAM: "0.2",
  EOS: "0.8",
  TLOS: "0.2",
  WAX: "0.05",
  UFX: "0.5",
  USDT: "1",
} as const;

describe("indexer summary over the real chain at genesis", () => {
  it("shows the 12 genesis pools with USDT-anchored prices, status ok, no volume yet", async () => {
    const summary = await freshSummary();
    expect(summary.status).toBe("ok");
    expect(summary.pools.map((p) => p.pool_name)).toEqual(GENESIS_POOLS.map((spec) => spec.pool_name));
    expect(summary.metrics).toEqual({
      total_liquidity_usd_value: "2200000.000000",
      volume_24h_usd_value: "0.000000",
      fees_24h_usd_value: "0.000000",
      pool_count: 12,
    });
    for (const [i, pool] of summary.pools.entries()) {
      const spec = GENESIS_POOLS[i] as GenesisPoolSpec;
      expect(pool.id).toBe(i);
      expect(pool.volume_24h_usd_value).toBe("0.000000");
      expect(pool.fees_24h_usd_value).toBe("0.000000");
      // Each token at its genesis price; every LP worth $1 (initial LP = the pool's USD value).
      expect(pool.asset_prices).toEqual([
        ...spec.assets.map(([name]) => ({
          symbol: name,
          contract: AMM_TOKENS[name].contract,
          price: GENESIS_USD[name],
        })),
        { symbol: spec.lp, contract: "lptoken.ux", price: "1" },
      ]);
    }
    expect(summary.pools[USDT_UTX_POOL]?.liquidity_usd_value).toBe("200000.000000");
  });
});

describe("AMM Swap through the node API and the AMM socket", () => {
  it("settles deposit + placeorder in one paid transaction and reports exactly the core estimate", async () => {
    const amount = 10_0000n; // 10.0000 USDT
    const pool = await readPool(chainApi, USDT_UTX_POOL);
    const estimate = placeOrder(pool, { token: USDT, amount }, [{ token: UTX, proportion: 10_000 }]);
    if (!estimate.ok) throw new Error(estimate.detail);
    const expected = estimate.outputs[0]?.amount ?? 0n;
    expect(expected).toBeGreaterThan(0n);
    const utxBefore = await walletBalance(chainApi, "alice", UTX);
    const usdtBefore = await walletBalance(chainApi, "alice", USDT);

    const order = placeorderData({
      owner: "alice",
      pool_id: USDT_UTX_POOL,
      input: USDT,
      amount,
      outputs: [{ token: UTX, proportion: 10_000 }],
    });
    const actions = [depositAction("alice", USDT, amount), ammAction("alice", "placeorder", order)];
    const prepared = await alice.payForResources(actions);
    if ("error" in prepared) throw new Error(prepared.error);
    // The payer's noop goes first so ux.payer is billed CPU and NET; the user's actions follow unchanged.
    const txActions = (prepared.tx as { actions: { account: string; name: string }[] }).actions;
    expect(txActions.map((a) => `${a.account}::${a.name}`)).toEqual([
      "ux.payer::noop",
      "tethertether::transfer",
      "amm.ux::placeorder",
    ]);
    const pushed = await alice.signAndPush(prepared);
    if (!pushed.ok) throw new Error(JSON.stringify(pushed.error));
    expect(pushed.orderIds).toHaveLength(1);
    const orderId = pushed.orderIds[0] ?? "";
    expect(
      await alice.emit("placedorder", {
        pool_id: USDT_UTX_POOL,
        actions: [actions[1]],
        order_ids: pushed.orderIds,
        tx_id: pushed.transactionId,
      }),
    ).toEqual({ ok: true });

    const event = await alice.waitForReport(orderId);
    expect(event.orderTxId).toBe(pushed.transactionId);
    expect(event.forwardTxId).toMatch(/^[0-9a-f]{64}$/);
    expect(event.forwardTxId).not.toBe(pushed.transactionId);
    expect(event.report.status).toBe("filled");
    expect(event.report.input).toEqual({ quantity: assetTextOf(amount, USDT), contract: USDT.contract });
    expect(event.report.outputs).toEqual([{ quantity: assetTextOf(expected, UTX), contract: UTX.contract }]);
    expect(event.report.refund).toBeNull();
    expect(event.report.fees).toEqual([
      { pool_id: USDT_UTX_POOL, kind: "swap", fee: { quantity: "0.0200 USDT", contract: USDT.contract } },
    ]);
    expect(await walletBalance(chainApi, "alice", UTX)).toBe(utxBefore + expected);
    expect(await walletBalance(chainApi, "alice", USDT)).toBe(usdtBefore - amount);
    // The pool moved exactly as the estimate said, and nothing is left queued or on the AMM balance.
    expect(await readPool(chainApi, USDT_UTX_POOL)).toEqual(estimate.pool);
    expect(await queuedOrderIds(chainApi)).toEqual([]);
    expect((await ammBalances(chainApi, "alice")).get(`USDT@${USDT.contract}`) ?? 0n).toBe(0n);
  });
});

const LPC = lpTokenOf(GENESIS_POOLS[USDT_EOS_POOL] as GenesisPoolSpec);
const { EOS, TLOS, WAX, UTXRAM, UFX } = AMM_TOKENS;

describe("Multi Swap", () => {
  it("spends several inputs into several outputs by proportion, each order as estimated", async () => {
    const outputs = [
      { token: UTX, proportion: 5_000 },
      { token: UTXRAM, proportion: 3_000 },
      { token: WAX, proportion: 2_000 },
    ];
    const specs: OrderSpec[] = [
      { input: EOS, amount: 20_0000n, outputs },
      { input: TLOS, amount: 100_0000n, outputs },
    ];
    const pool = await readPool(chainApi, ANTELOPE_POOL);
    const estimate = multiSwap(
      pool,
      specs.map((s) => ({ token: s.input, amount: s.amount })),
      outputs,
    );
    let reports: ReportEvent[] = [];
    const deltas = await walletDeltas([EOS, TLOS, UTX, UTXRAM, WAX], async () => {
      reports = await orderThroughSocket(ANTELOPE_POOL, specs);
    });
    expectReportsEqualEstimate(reports, specs, estimate.orders);
    expect(deltas).toEqual(
      new Map([
        [keyOf(EOS), -20_0000n],
        [keyOf(TLOS), -100_0000n],
        ...estimate.totals.map((t, i) => [keyOf(outputs[i]?.token as TokenWithDecimals), t.amount] as const),
      ]),
    );
    expect(estimate.totals.every((t) => t.amount > 0n)).toBe(true);
    expect(await readPool(chainApi, ANTELOPE_POOL)).toEqual(estimate.pool);
  });
});

describe("Add and remove liquidity", () => {
  it("adds balanced amounts: one placeorder per token to the LP, minting the estimated LP", async () => {
    const pool = await readPool(chainApi, USDT_EOS_POOL);
    const amounts = balancedAmounts(pool, USDT, 50_0000n);
    if (!amounts) throw new Error("no balanced amounts");
    const [usdtAmount, eosAmount] = amounts.map((a) => a.amount);
    expect(usdtAmount).toBe(50_0000n);
    expect(eosAmount).toBe((50_0000n * (pool.assets[1]?.balance ?? 0n)) / (pool.assets[0]?.balance ?? 1n));
    const specs: OrderSpec[] = [
      { input: USDT, amount: usdtAmount ?? 0n, outputs: [{ token: LPC, proportion: 10_000 }] },
      { input: EOS, amount: eosAmount ?? 0n, outputs: [{ token: LPC, proportion: 10_000 }] },
    ];
    const estimate = estimateAddLiquidity(pool, amounts);
    let reports: ReportEvent[] = [];
    const deltas = await walletDeltas([USDT, EOS, LPC], async () => {
      reports = await orderThroughSocket(USDT_EOS_POOL, specs);
    });
    expectReportsEqualEstimate(reports, specs, estimate.orders);
    expect(estimate.lpMinted).toBeGreaterThan(0n);
    expect(deltas.get(keyOf(LPC))).toBe(estimate.lpMinted);
    expect(deltas.get(keyOf(USDT))).toBe(-(usdtAmount ?? 0n));
    expect(deltas.get(keyOf(EOS))).toBe(-(eosAmount ?? 0n));
    expect(await readPool(chainApi, USDT_EOS_POOL)).toEqual(estimate.pool);
  });

  it("adds an unbalanced amount of one token", async () => {
    const pool = await readPool(chainApi, USDT_EOS_POOL);
    const specs: OrderSpec[] = [
      { input: EOS, amount: 7_5000n, outputs: [{ token: LPC, proportion: 10_000 }] },
    ];
    const estimate = estimateAddLiquidity(pool, [{ token: EOS, amount: 7_5000n }]);
    let reports: ReportEvent[] = [];
    const deltas = await walletDeltas([EOS, LPC], async () => {
      reports = await orderThroughSocket(USDT_EOS_POOL, specs);
    });
    expectReportsEqualEstimate(reports, specs, estimate.orders);
    expect(deltas).toEqual(
      new Map([
        [keyOf(EOS), -7_5000n],
        [keyOf(LPC), estimate.lpMinted],
      ]),
    );
    // One-sided liquidity pays the LP base fee and the impact fee.
    expect(reports[0]?.report.fees.map((f) => f.kind)).toEqual(["base", "impact"]);
  });

  it("removes liquidity balanced (by weights) and unbalanced (70/30)", async () => {
    for (const shares of [
      [5_000, 5_000],
      [7_000, 3_000],
    ]) {
      const pool = await readPool(chainApi, USDT_EOS_POOL);
      const outputs = [
        { token: USDT, proportion: shares[0] as number },
        { token: EOS, proportion: shares[1] as number },
      ];
      const lpAmount = 40_0000n;
      const estimate = estimateRemoveLiquidity(pool, lpAmount, outputs);
      if (!estimate.ok) throw new Error(estimate.detail);
      const specs: OrderSpec[] = [{ input: LPC, amount: lpAmount, outputs }];
      let reports: ReportEvent[] = [];
      const deltas = await walletDeltas([USDT, EOS, LPC], async () => {
        reports = await orderThroughSocket(USDT_EOS_POOL, specs);
      });
      expectReportsEqualEstimate(reports, specs, [estimate]);
      expect(deltas).toEqual(
        new Map([
          [keyOf(USDT), estimate.outputs[0]?.amount],
          [keyOf(EOS), estimate.outputs[1]?.amount],
          [keyOf(LPC), -lpAmount],
        ]),
      );
      // The LP came in: the contract retired it, so the supply is the estimate's.
      expect((await readPool(chainApi, USDT_EOS_POOL)).lp.supply).toBe(estimate.pool.lp.supply);
    }
  });
});

describe("ufxhop", () => {
  it("routes EOS -> UFX -> WAX through the two UFX pools as core ufxHop estimates", async () => {
    const first = await readPool(chainApi, UFX_EOS_POOL);
    const second = await readPool(chainApi, UFX_WAX_POOL);
    const amount = 10_0000n;
    const estimate = ufxHop(first, second, { token: EOS, amount }, UFX, WAX);
    if (!estimate.ok) throw new Error(estimate.detail);
    let report: ReportEvent | undefined;
    const deltas = await walletDeltas([EOS, WAX, UFX], async () => {
      const actions = [
        depositAction("alice", EOS, amount),
        ammAction("alice", "ufxhop", {
          contract: EOS.contract,
          quantity: assetTextOf(amount, EOS),
          output: extSymbolOf(WAX),
          owner: "alice",
        }),
      ];
      const { orderIds } = await alice.placeOrders(UFX_EOS_POOL, actions);
      report = await alice.waitForReport(orderIds[0] ?? "");
    });
    expect(report?.report.status).toBe("filled");
    expect(report?.report.pool_id).toBe(UFX_EOS_POOL);
    expect(report?.report.hop_pool_id).toBe(UFX_WAX_POOL);
    expect(report?.report.outputs).toEqual([extAsset(estimate.amountOut, WAX)]);
    expect(deltas).toEqual(
      new Map([
        [keyOf(EOS), -amount],
        [keyOf(WAX), estimate.amountOut],
        [keyOf(UFX), 0n],
      ]),
    );
    expect(await readPool(chainApi, UFX_EOS_POOL)).toEqual(estimate.first);
    expect(await readPool(chainApi, UFX_WAX_POOL)).toEqual(estimate.second);
  });
});

describe("indexer summary after the trades", () => {
  it("shows the swaps' 24h volume and fees", async () => {
    // A trade is stamped with its settle block's time, which is ahead of the head block the index reads
    // until the next block: the last trade (the hop) shows within a block or two.
    let summary = await freshSummary();
    await waitUntil(async () => {
      summary = await freshSummary();
      return summary.pools[UFX_WAX_POOL]?.trades_24h_count === 1;
    }, 3_000);
    expect(summary.status).toBe("ok");
    // Pool 1 traded once: the 10.0000 USDT swap, its 0.0200 USDT fee ($1 per USDT).
    const usdtUtx = summary.pools[USDT_UTX_POOL];
    expect(usdtUtx?.trades_24h_count).toBe(1);
    expect(usdtUtx?.volume_24h_usd_value).toBe("10.000000");
    expect(usdtUtx?.fees_24h_usd_value).toBe("0.020000");
    // Multi Swap: 2 orders; liquidity: 2 adds, 1 one-sided add, 2 removes; the hop counts in both UFX pools.
    const traded = [ANTELOPE_POOL, USDT_EOS_POOL, UFX_EOS_POOL, UFX_WAX_POOL];
    expect(traded.map((id) => summary.pools[id]?.trades_24h_count)).toEqual([2, 5, 1, 1]);
    for (const id of traded) {
      expect(Number(summary.pools[id]?.volume_24h_usd_value)).toBeGreaterThan(0);
      expect(Number(summary.pools[id]?.fees_24h_usd_value)).toBeGreaterThan(0);
    }
    // The hop's volume is its EOS input, the same in both pools.
    expect(summary.pools[UFX_WAX_POOL]?.volume_24h_usd_value).toBe(
      summary.pools[UFX_EOS_POOL]?.volume_24h_usd_value,
    );
    // Pools nobody traded in stay at zero.
    expect(summary.pools[5]?.volume_24h_usd_value).toBe("0.000000");
    expect(Number(summary.metrics.volume_24h_usd_value)).toBeGreaterThan(10);
    expect(Number(summary.metrics.fees_24h_usd_value)).toBeGreaterThan(0.02);
  });
});
