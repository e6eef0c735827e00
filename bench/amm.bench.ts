import {
  buildRouteIndex,
  directPools,
  findBestRoute,
  inGivenOut,
  outGivenIn,
  type Pool,
  type PoolAsset,
  placeOrder,
  type QueuedOrder,
  settleOrders,
  type TokenId,
} from "@ux/core/amm";
import { floatOutGivenIn } from "./support/floatQuote";
import { machineLoad } from "./support/machineLoad";
import {
  benchRuns,
  measureRuns,
  medianOfRuns,
  type Series,
  seriesOf,
  speedComparison,
} from "./support/measure";

// AMM throughput: direct quotes per second by weight shape (each against a float64 peer in the same runs),
// liquidity legs, settlement and route search across 1,000 pools. Each case warms up once, then every run
// gives it RUN_MS on performance.now, in slices alternating with the other cases of its group.

const RUNS = benchRuns(7);
const RUN_MS = 300;
const WARM_MS = 200;
const SLICES = 10;
const load = machineLoad();

type Work = (i: number) => unknown;
/** Every result lands here (and is read at the end) so that no case is optimised away. */
let sink: unknown;

/**
 * Warms `run` up and returns how many calls to make between clock reads: about 0.1 ms of work, so that the
 * clock costs a fast case little and a slow case (a 2 ms settlement) does not overrun its window.
 */
function warm(run: Work): number {
  const warmEnd = performance.now() + WARM_MS;
  let calls = 0;
  for (; performance.now() < warmEnd; calls++) sink = run(calls);
  return Math.max(1, Math.round(calls / WARM_MS / 10));
}

/** Calls of `run` in one window of `ms` on performance.now, and the window's real length. */
function window(run: Work, chunk: number, ms: number): { calls: number; ms: number } {
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let k = 0; k < chunk; k++, calls++) sink = run(calls);
    now = performance.now();
  }
  return { calls, ms: now - start };
}

/**
 * Per-run calls per second of each case, warmed first. A run gives each case SLICES short windows taken in
 * turn, so that cases compared with each other meet the same load even when it swings within a run.
 */
function rates<Case extends string>(cases: Record<Case, Work>): Record<Case, Series> {
  const entries = Object.entries<Work>(cases);
  const chunks = entries.map(([, run]) => warm(run));
  const perRun = entries.map((): number[] => []);
  for (let r = 0; r < RUNS; r++) {
    const calls = entries.map(() => 0);
    const ms = entries.map(() => 0);
    for (let slice = 0; slice < SLICES; slice++) {
      for (const [i, [, run]] of entries.entries()) {
        const timed = window(run, chunks[i] ?? 1, RUN_MS / SLICES);
        calls[i] = (calls[i] ?? 0) + timed.calls;
        ms[i] = (ms[i] ?? 0) + timed.ms;
      }
    }
    for (const [i, values] of perRun.entries()) values.push((calls[i] ?? 0) / ((ms[i] ?? 1) / 1_000));
  }
  return Object.fromEntries(entries.map(([name], i) => [name, seriesOf(perRun[i] ?? [])])) as Record<
    Case,
    Series
  >;
}

const millions = (n: number): string => (n / 1e6).toFixed(2);
const whole = (n: number): string => Math.round(n).toLocaleString("en-US");
/** Milliseconds per call from calls per second, run by run. */
const msPer = (rate: Series): Series => seriesOf(rate.values.map((r) => 1_000 / r));

const token = (symbol: string): TokenId => ({ contract: "token.ux", symbol });
const asset = (symbol: string, balance: bigint, weight: number): PoolAsset => ({
  ...token(symbol),
  decimals: 4,
  balance,
  weight,
  min_trade: 0n,
});

function pool(id: number, assets: PoolAsset[], isUfx = false): Pool {
  return {
    id,
    pool_name: `P${id}`,
    assets,
    lp: { contract: "lp.ux", symbol: `LP${id}`, decimals: 4, supply: 10_000_000_0000n },
    fee_bps: 20,
    is_ufx_pool: isUfx,
  };
}

// Inputs from 0.0001 to ~1% of the pool so no case is constant-folded.
const amounts = Array.from({ length: 1024 }, (_, i) => BigInt(1 + ((i * 7_919_273) % 100_000_000)));
const amountAt = (i: number): bigint => amounts[i & 1023] ?? 1n;

const eqA = asset("A", 1_000_000_0000n, 5000);
const eqB = asset("B", 2_500_000_0000n, 5000);
const heavy = asset("H", 800_000_0000n, 8000);
const light = asset("L", 200_000_0000n, 2000);
const odd1 = asset("X", 333_400_0000n, 3334);
const odd2 = asset("Y", 999_900_0000n, 3333);
const shapes: [string, PoolAsset, PoolAsset][] = [
  ["50/50", eqA, eqB],
  ["80/20 weighted, 80 -> 20", heavy, light],
  ["80/20 weighted, 20 -> 80", light, heavy],
  ["33.34/33.33 weighted, series path", odd1, odd2],
];

console.log(`amm: ${RUNS} runs of ${RUN_MS} ms per case; each figure is the median of the runs (min-max)`);
// All shapes in the same runs, so that each weighted shape is also compared with the 50/50 quote.
const quoteCases: Record<string, Work> = {};
for (const [label, a, b] of shapes) {
  quoteCases[`core ${label}`] = (i) => outGivenIn(a, b, amountAt(i), 20);
  quoteCases[`peer ${label}`] = (i) => floatOutGivenIn(a, b, amountAt(i), 20);
}
const quotes = rates(quoteCases);
const quoted = (name: string) => quotes[name] as Series;
for (const [label] of shapes) {
  const core = quoted(`core ${label}`);
  const against50 =
    label === "50/50" ? "" : `; ${speedComparison("it is", core, "the 50/50 quote", quoted("core 50/50"))}`;
  console.log(
    `amm: direct quote (${label}): ${medianOfRuns(core, millions, " M quotes/s")}; ` +
      speedComparison("core's exact quote", core, "the float64 formula", quoted(`peer ${label}`)) +
      against50,
  );
}
const reverse = rates({ quote: (i) => inGivenOut(light, heavy, amountAt(i), 20) });
console.log(`amm: in-given-out (80/20 weighted): ${medianOfRuns(reverse.quote, millions, " M quotes/s")}`);

const fivePool = pool(7, [
  asset("A", 1_000_000_0000n, 3000),
  asset("B", 2_000_000_0000n, 2500),
  asset("C", 3_000_000_0000n, 2000),
  asset("D", 4_000_000_0000n, 1500),
  asset("E", 5_000_000_0000n, 1000),
]);
const spread = [
  { token: token("B"), proportion: 2500 },
  { token: token("C"), proportion: 2500 },
  { token: fivePool.lp, proportion: 2500 },
  { token: token("E"), proportion: 2500 },
];
const queue: QueuedOrder[] = Array.from({ length: 100 }, (_, i) => ({
  id: `o${i}`,
  owner: "alice",
  pool_id: 7,
  input: { token: token("ABCDE".charAt(i % 5)), amount: amountAt(i) + 100n },
  outputs: [{ token: token("ABCDE".charAt((i + 1) % 5)), proportion: 10_000 }],
}));
const legs = rates({
  order: (i) => placeOrder(fivePool, { token: token("A"), amount: amountAt(i) + 100n }, spread),
  settle: () => settleOrders(fivePool, queue),
});
console.log(
  `amm: placeorder, 5-token pool, 4 legs incl. a join: ${medianOfRuns(legs.order, whole, " orders/s")}`,
);
console.log(
  `amm: settlement of 100 queued orders: ${medianOfRuns(msPer(legs.settle), (n) => n.toFixed(3), " ms/batch")}`,
);

// 1,000 pools over 200 tokens: 100 UFX pairs (UFX/T0..T99) and 900 standard pools of 2..5 tokens drawn from
// T0..T199 so that T100..T199 pairs are mostly direct while a T0..T99 pair with no shared pool needs the hop.
const ufx = token("UFX");
let seed = 42;
const rand = (n: number): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
};
const pools: Pool[] = [];
for (let i = 0; i < 100; i++) {
  pools.push(
    pool(
      i,
      [asset("UFX", 5_000_000_0000n, 5000), asset(`T${i}`, BigInt(1 + rand(90)) * 10_000_0000n, 5000)],
      true,
    ),
  );
}
const weightSets = [
  [5000, 5000],
  [8000, 2000],
  [4000, 3000, 3000],
  [2500, 2500, 2500, 2500],
  [3000, 2500, 2000, 1500, 1000],
];
for (let i = 100; i < 1_000; i++) {
  const weights = weightSets[rand(weightSets.length)] ?? [5000, 5000];
  const symbols = new Set<string>();
  while (symbols.size < weights.length) symbols.add(`T${100 + rand(100)}`);
  pools.push(
    pool(
      i,
      [...symbols].map((s, k) => asset(s, BigInt(1 + rand(90)) * 10_000_0000n, weights[k] ?? 0)),
    ),
  );
}
const builds = await measureRuns(RUNS, {
  index: () => {
    const start = performance.now();
    sink = buildRouteIndex(pools, ufx);
    return performance.now() - start;
  },
});
const index = buildRouteIndex(pools, ufx);

const directPairs: [TokenId, TokenId][] = [];
for (let i = 100; directPairs.length < 64; i++) {
  const p = pools[i];
  if (p?.assets[0] && p.assets[1]) directPairs.push([p.assets[0], p.assets[1]]);
}
const hopPairs: [TokenId, TokenId][] = Array.from({ length: 64 }, (_, i) => [
  token(`T${i}`),
  token(`T${99 - i}`),
]);
const kinds = (pairs: [TokenId, TokenId][]): string =>
  [...new Set(pairs.map(([f, t]) => findBestRoute(index, f, t, 10_0000n)?.kind ?? "none"))].join(",");

const search = (pairs: [TokenId, TokenId][]) => (i: number) => {
  const pair = pairs[i & 63];
  return pair ? findBestRoute(index, pair[0], pair[1], amountAt(i)) : null;
};
const searches = rates({ direct: search(directPairs), hop: search(hopPairs) });
const candidates = directPairs.reduce((n, [f, t]) => n + directPools(index, f, t).length, 0);
const fourPlaces = (n: number) => n.toFixed(4);
console.log(
  `amm: best route across 1,000 pools, direct (${(candidates / 64).toFixed(1)} candidate pools on average): ` +
    `${medianOfRuns(msPer(searches.direct), fourPlaces, " ms/search")}; ` +
    `UFX hop: ${medianOfRuns(msPer(searches.hop), fourPlaces, " ms/search")}`,
);
console.log(
  `amm: route index over 1,000 pools built in ${medianOfRuns(builds.index, (n) => n.toFixed(2), " ms")} ` +
    `(route kinds found: ${kinds(directPairs)} / ${kinds(hopPairs)})`,
);
if (sink === Symbol.for("never")) console.log(sink);
console.log(`amm: ${load.line()}`);
