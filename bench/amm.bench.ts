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

// AMM throughput: direct quotes per second by weight shape, liquidity legs, settlement and route search
// across 1,000 pools. Each case warms up, then runs for about a second on performance.now.

const RUN_MS = 1_000;
const WARM_MS = 200;

function measure(run: (i: number) => unknown): number {
  let sink: unknown;
  const warmEnd = performance.now() + WARM_MS;
  for (let i = 0; performance.now() < warmEnd; i++) sink = run(i);
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < RUN_MS) {
    for (let k = 0; k < 256; k++, count++) sink = run(count);
    now = performance.now();
  }
  if (sink === Symbol.for("never")) console.log(sink);
  return count / ((now - start) / 1_000);
}

const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");
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

function quoteRate(label: string, a: PoolAsset, b: PoolAsset): void {
  console.log(
    `amm: direct quote (${label}): ${fmt(measure((i) => outGivenIn(a, b, amountAt(i), 20)))} quotes/s`,
  );
}

const eqA = asset("A", 1_000_000_0000n, 5000);
const eqB = asset("B", 2_500_000_0000n, 5000);
const heavy = asset("H", 800_000_0000n, 8000);
const light = asset("L", 200_000_0000n, 2000);
const odd1 = asset("X", 333_400_0000n, 3334);
const odd2 = asset("Y", 999_900_0000n, 3333);

quoteRate("50/50", eqA, eqB);
quoteRate("80/20 weighted, 80 -> 20", heavy, light);
quoteRate("80/20 weighted, 20 -> 80", light, heavy);
quoteRate("33.34/33.33 weighted, series path", odd1, odd2);
console.log(
  `amm: in-given-out (80/20 weighted): ${fmt(measure((i) => inGivenOut(light, heavy, amountAt(i), 20)))} quotes/s`,
);

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
const orderRate = measure((i) =>
  placeOrder(fivePool, { token: token("A"), amount: amountAt(i) + 100n }, spread),
);
console.log(`amm: placeorder, 5-token pool, 4 legs incl. a join: ${fmt(orderRate)} orders/s`);

const queue: QueuedOrder[] = Array.from({ length: 100 }, (_, i) => ({
  id: `o${i}`,
  owner: "alice",
  pool_id: 7,
  input: { token: token("ABCDE".charAt(i % 5)), amount: amountAt(i) + 100n },
  outputs: [{ token: token("ABCDE".charAt((i + 1) % 5)), proportion: 10_000 }],
}));
const settleRate = measure(() => settleOrders(fivePool, queue));
console.log(`amm: settlement of 100 queued orders: ${(1_000 / settleRate).toFixed(3)} ms/batch`);

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
const buildStart = performance.now();
const index = buildRouteIndex(pools, ufx);
const buildMs = performance.now() - buildStart;

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
const directMs = 1_000 / measure(search(directPairs));
const hopMs = 1_000 / measure(search(hopPairs));
const candidates = directPairs.reduce((n, [f, t]) => n + directPools(index, f, t).length, 0);
console.log(
  `amm: best route across 1,000 pools: ${directMs.toFixed(4)} ms/search (direct, ${(candidates / 64).toFixed(1)} candidate pools on average) / ${hopMs.toFixed(4)} ms (UFX hop)`,
);
console.log(
  `amm: route index over 1,000 pools built in ${buildMs.toFixed(2)} ms (route kinds found: ${kinds(directPairs)} / ${kinds(hopPairs)})`,
);
