import {
  balancedAmounts,
  estimateAddLiquidity,
  estimateRemoveLiquidity,
  multiSwap,
  type OrderResult,
  placeOrder,
  ufxHop,
} from "@ux/core/amm";
import { assetTextOf, extSymbolOf, placeorderData, type TokenWithDecimals } from "@ux/core/amm/contract";
import type { Devnet } from "@ux/devnet";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { GENESIS_POOLS, type GenesisPoolSpec, lpTokenOf } from "@ux/devnet/genesis/amm/genesisPools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportEvent } from "../../src/amm/socket/reportDelivery";
import type { RunningServices } from "../../src/startServices";
import {
  type AmmUser,
  ammAction,
  authOf,
  depositAction,
  pushOwnTransaction,
  AmmUser as User,
  waitUntil,
} from "./support/ammUser";
import { ammBalances, queuedOrderIds, readPool, walletBalance, walletBalances } from "./support/chainReads";
import { AMM, startRealServices, startUxDevnet } from "./support/realNetwork";

/*
 * The AMM journeys end to end: the real devnet chain (HTTP API only) and the real services in this process,
 * the app's side played through socket.io-client and WharfKit signing. Tests run in order and each one is the
 * only trader while it runs, so a core estimate made before an order is exactly what settles.
 */

const { USDT, UTX } = AMM_TOKENS;
const USDT_UTX_POOL = 1;

let devnet: Devnet;
let chainApi: string;
let services: RunningServices;
let alice: AmmUser;

beforeAll(async () => {
  ({ devnet, chainApi } = await startUxDevnet());
  services = await startRealServices(chainApi, { keeperIntervalMs: 300 });
  alice = await User.connect(services.urls.ammSocket, chainApi, "alice");
}, 30_000);

afterAll(async () => {
  alice?.close();
  await services?.stop();
  await devnet?.stop();
});

interface SummaryJson {
  status: string;
  pools: {
    id: number;
    pool_name: string;
    liquidity_usd_value: string;
    volume_24h_usd_value: string;
    fees_24h_usd_value: string;
    trades_24h_count: number;
    asset_prices: { symbol: string; contract: string; price: string }[];
  }[];
  metrics: {
    total_liquidity_usd_value: string;
    volume_24h_usd_value: string;
    fees_24h_usd_value: string;
    pool_count: number;
  };
}

/** GET /summary after a fresh index of the real chain. */
async function freshSummary(): Promise<SummaryJson> {
  // A refresh already running (the indexer's own loop) is shared and may predate the last trade: the
  // second call starts a new one.
  await services.indexer.refresh();
  await services.indexer.refresh();
  return (await (await fetch(services.urls.ammIndexer)).json()) as SummaryJson;
}

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

/** One placeorder: an input, and outputs with proportions in bps. */
interface OrderSpec {
  input: TokenWithDecimals;
  amount: bigint;
  outputs: { token: TokenWithDecimals; proportion: number }[];
}

const keyOf = (token: TokenWithDecimals) => `${token.symbol}@${token.contract}`;

/** Deposits (one per input token) and the placeorders, in one paid transaction; resolves with the reports. */
async function orderThroughSocket(poolId: number, specs: readonly OrderSpec[]): Promise<ReportEvent[]> {
  const deposits = new Map<string, { token: TokenWithDecimals; amount: bigint }>();
  for (const spec of specs) {
    const entry = deposits.get(keyOf(spec.input)) ?? { token: spec.input, amount: 0n };
    deposits.set(keyOf(spec.input), { token: spec.input, amount: entry.amount + spec.amount });
  }
  const actions = [
    ...[...deposits.values()].map((d) => depositAction("alice", d.token, d.amount)),
    ...specs.map((spec) =>
      ammAction(
        "alice",
        "placeorder",
        placeorderData({
          owner: "alice",
          pool_id: poolId,
          input: spec.input,
          amount: spec.amount,
          outputs: spec.outputs,
        }),
      ),
    ),
  ];
  const { orderIds } = await alice.placeOrders(poolId, actions);
  expect(orderIds).toHaveLength(specs.length);
  return Promise.all(orderIds.map((id) => alice.waitForReport(id)));
}

const extAsset = (amount: bigint, token: TokenWithDecimals) => ({
  quantity: assetTextOf(amount, token),
  contract: token.contract,
});

/** Each report filled with exactly the estimated outputs, in request order. */
function expectReportsEqualEstimate(
  reports: readonly ReportEvent[],
  specs: readonly OrderSpec[],
  estimates: readonly OrderResult[],
): void {
  expect(reports).toHaveLength(specs.length);
  reports.forEach((event, i) => {
    const spec = specs[i] as OrderSpec;
    const estimate = estimates[i];
    if (!estimate?.ok) throw new Error(`order ${i} estimate failed: ${estimate?.detail}`);
    expect(event.report.status).toBe("filled");
    expect(event.report.input).toEqual(extAsset(spec.amount, spec.input));
    expect(event.report.outputs).toEqual(
      spec.outputs.map((output, j) => extAsset(estimate.outputs[j]?.amount ?? -1n, output.token)),
    );
  });
}

/** Wallet balance changes over `run`, per token. */
async function walletDeltas(tokens: readonly TokenWithDecimals[], run: () => Promise<unknown>) {
  const before = await walletBalances(chainApi, "alice", tokens);
  await run();
  const after = await walletBalances(chainApi, "alice", tokens);
  return new Map(tokens.map((t) => [keyOf(t), (after.get(keyOf(t)) ?? 0n) - (before.get(keyOf(t)) ?? 0n)]));
}

const ANTELOPE_POOL = 0;
const USDT_EOS_POOL = 2;
const UFX_EOS_POOL = 8;
const UFX_WAX_POOL = 10;
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

/** Everything a refused order must leave untouched: alice's wallet and AMM balances, the queue, the pool. */
async function ammState(poolId: number) {
  return {
    wallet: await walletBalances(chainApi, "alice", [USDT, EOS, UTX]),
    amm: await ammBalances(chainApi, "alice"),
    queue: await queuedOrderIds(chainApi),
    pool: await readPool(chainApi, poolId),
  };
}

describe("refusals change nothing", () => {
  it("payForResources refuses an order whose quantity has the wrong precision (msg event)", async () => {
    const before = await ammState(USDT_UTX_POOL);
    const order = {
      ...placeorderData({
        owner: "alice",
        pool_id: USDT_UTX_POOL,
        input: USDT,
        amount: 10_0000n,
        outputs: [{ token: UTX, proportion: 10_000 }],
      }),
      quantity: "10.00 USDT",
    };
    const messages = alice.messages.length;
    const answer = await alice.payForResources([
      depositAction("alice", USDT, 10_0000n),
      ammAction("alice", "placeorder", order),
    ]);
    const text = "Action 2 (amm.ux::placeorder): 10.00 USDT must have 4 decimals";
    expect(answer).toEqual({ error: text });
    await waitUntil(() => alice.messages.length > messages);
    expect(alice.messages.slice(messages)).toEqual([text]);
    expect(await ammState(USDT_UTX_POOL)).toEqual(before);
  });

  it("the chain refuses an order whose proportions do not sum to 10000: the deposit is rolled back too", async () => {
    const before = await ammState(USDT_UTX_POOL);
    const order = placeorderData({
      owner: "alice",
      pool_id: USDT_UTX_POOL,
      input: USDT,
      amount: 10_0000n,
      outputs: [{ token: UTX, proportion: 9_000 }],
    });
    const prepared = await alice.payForResources([
      depositAction("alice", USDT, 10_0000n),
      ammAction("alice", "placeorder", order),
    ]);
    if ("error" in prepared) throw new Error(prepared.error);
    const pushed = await alice.signAndPush(prepared);
    expect(pushed.ok).toBe(false);
    if (pushed.ok) return;
    expect(pushed.error.error?.details?.[0]?.message).toBe(
      "assertion failure with message: invalid outputs: proportions sum to 9000, not 10000",
    );
    expect(await ammState(USDT_UTX_POOL)).toEqual(before);
  });

  it("payForResources refuses a transaction with a foreign action", async () => {
    const foreign = {
      account: "eosio",
      name: "buyrambytes",
      authorization: authOf("alice"),
      data: { payer: "alice", receiver: "alice", bytes: 1_000 },
    };
    expect(await alice.payForResources([depositAction("alice", USDT, 1_0000n), foreign])).toEqual({
      error:
        "Action 2 (eosio::buyrambytes) is not an AMM deposit, open or order: the service does not pay for it",
    });
    const toBob = {
      ...depositAction("alice", USDT, 1_0000n),
      data: { from: "alice", to: "bob", quantity: "1.0000 USDT", memo: "Transfer to AMM" },
    };
    expect(await alice.payForResources([toBob])).toEqual({
      error: "Action 1 (tethertether::transfer): a deposit must be a transfer from alice to amm.ux",
    });
  });
});

describe("withdrawall", () => {
  it("returns every AMM balance to the wallet", async () => {
    const tokens = [EOS, TLOS, USDT];
    const walletBefore = await walletBalances(chainApi, "alice", tokens);
    // A paid deposit-only transaction leaves three AMM balances.
    const prepared = await alice.payForResources([
      depositAction("alice", EOS, 3_0000n),
      depositAction("alice", TLOS, 7_0000n),
      depositAction("alice", USDT, 2_5000n),
    ]);
    if ("error" in prepared) throw new Error(prepared.error);
    const pushed = await alice.signAndPush(prepared);
    if (!pushed.ok) throw new Error(JSON.stringify(pushed.error));
    const held = await ammBalances(chainApi, "alice");
    expect([keyOf(EOS), keyOf(TLOS), keyOf(USDT)].map((k) => held.get(k))).toEqual([
      3_0000n,
      7_0000n,
      2_5000n,
    ]);

    // withdrawall is not an order: alice signs and pays for it herself (confirmation depth 1 block).
    await pushOwnTransaction(chainApi, "alice", [
      { account: AMM, name: "withdrawall", authorization: authOf("alice"), data: { from: "alice" } },
    ]);
    const after = await ammBalances(chainApi, "alice");
    expect([...after.values()].every((units) => units === 0n)).toBe(true);
    expect(await walletBalances(chainApi, "alice", tokens)).toEqual(walletBefore);
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
