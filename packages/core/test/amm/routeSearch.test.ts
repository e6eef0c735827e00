import { describe, expect, it } from "vitest";
import type { Pool, PoolAsset } from "../../src/amm/pool";
import { buildRouteIndex, directPools, findBestRoute, quoteInPool } from "../../src/amm/routeSearch";
import { outGivenIn } from "../../src/amm/swapMath";
import { asset, makePool, token } from "./fixtures";

const UFX = token("UFX", "ufx.ux");
const ufxAsset = (balance: bigint): PoolAsset => ({ ...asset("UFX", 4, balance, 5000), contract: "ufx.ux" });

const small = makePool(1, [asset("EOS", 4, 10_000_0000n, 5000), asset("USDT", 4, 10_000_0000n, 5000)], 1n);
const deep = makePool(
  2,
  [asset("EOS", 4, 1_000_000_0000n, 5000), asset("USDT", 4, 1_000_000_0000n, 5000)],
  1n,
);
const weighted = makePool(
  3,
  [asset("EOS", 4, 400_000_0000n, 8000), asset("USDT", 4, 100_000_0000n, 2000)],
  1n,
);
const ufxEos = makePool(4, [ufxAsset(2_000_000_0000n), asset("EOS", 4, 500_000_0000n, 5000)], 1n, true);
const ufxEosThin = makePool(5, [ufxAsset(20_000_0000n), asset("EOS", 4, 5_000_0000n, 5000)], 1n, true);
const ufxWax = makePool(6, [ufxAsset(1_000_000_0000n), asset("WAX", 8, 3_000_000_00000000n, 5000)], 1n, true);
const ufxWaxDeep = makePool(
  7,
  [ufxAsset(9_000_000_0000n), asset("WAX", 8, 30_000_000_00000000n, 5000)],
  1n,
  true,
);
const index = buildRouteIndex([small, deep, weighted, ufxEos, ufxEosThin, ufxWax, ufxWaxDeep], UFX);

describe("findBestRoute", () => {
  it("direct: picks the pool with the best output and lists every candidate, best first", () => {
    const route = findBestRoute(index, token("EOS"), token("USDT"), 1_000_0000n);
    if (route?.kind !== "direct") throw new Error("expected a direct route");
    expect(route.pool.id).toBe(2);
    expect(route.amountOut).toBe(quoteInPool(deep, token("EOS"), token("USDT"), 1_000_0000n));
    expect(route.candidates.map((c) => c.pool.id)).toEqual([2, 3, 1]);
    const outs = route.candidates.map((c) => c.amountOut);
    expect([...outs].sort((a, b) => (a > b ? -1 : 1))).toEqual(outs);
    // the reverse direction finds the same pools
    expect(directPools(index, token("USDT"), token("EOS")).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it("hops through UFX when no direct pool exists, choosing the best pool on each side", () => {
    const route = findBestRoute(index, token("EOS"), token("WAX", "token.ux"), 1_000_0000n);
    if (route?.kind !== "ufxhop") throw new Error("expected a UFX hop");
    expect([route.first.id, route.second.id]).toEqual([4, 7]);
    const ufx = outGivenIn(asset("EOS", 4, 500_000_0000n, 5000), ufxAsset(2_000_000_0000n), 1_000_0000n, 20);
    expect(route.ufxAmount).toBe(ufx);
    expect(route.amountOut).toBe(
      outGivenIn(ufxAsset(9_000_000_0000n), asset("WAX", 8, 30_000_000_00000000n, 5000), ufx, 20),
    );
  });

  it("choosing UFX on either side forces a direct pool", () => {
    const direct = findBestRoute(index, UFX, token("EOS"), 1_000_0000n);
    expect(direct?.kind).toBe("direct");
    if (direct?.kind === "direct") expect(direct.pool.id).toBe(4);
    // no pool holds UFX and USDT: UFX never hops
    expect(findBestRoute(index, UFX, token("USDT"), 1_000_0000n)).toBeNull();
    expect(findBestRoute(index, token("USDT"), UFX, 1_000_0000n)).toBeNull();
  });

  it("returns null without a route, for the same token, and for unknown tokens", () => {
    // USDT has no UFX pool
    expect(findBestRoute(index, token("USDT"), token("WAX"), 1_000_0000n)).toBeNull();
    expect(findBestRoute(index, token("EOS"), token("EOS"), 1n)).toBeNull();
    expect(findBestRoute(index, token("NOPE"), token("EOS"), 1n)).toBeNull();
    expect(quoteInPool(small, token("WAX"), token("EOS"), 1n)).toBe(0n);
  });

  it("ignores non-UFX pools for hops and UFX pools without UFX", () => {
    const fake: Pool = {
      ...makePool(8, [asset("EOS", 4, 1n, 5000), asset("WAX", 4, 1n, 5000)], 1n),
      is_ufx_pool: true,
    };
    const idx = buildRouteIndex([ufxEos, fake], UFX);
    expect(idx.ufxPoolsByToken.get("EOS@token.ux")?.map((p) => p.id)).toEqual([4]);
    expect(findBestRoute(idx, token("EOS"), token("WAX"), 1n)?.kind).toBe("direct");
  });

  it("searches 1,000 pools in well under 1 ms", () => {
    const pools: Pool[] = [];
    for (let i = 0; i < 100; i++)
      pools.push(makePool(100 + i, [ufxAsset(10n ** 10n), asset(`T${i}`, 4, 10n ** 10n, 5000)], 1n, true));
    for (let i = 0; i < 900; i++) {
      const a = 100 + (i % 100);
      const b = 100 + ((i * 7 + 3) % 100);
      const c = b === a ? 100 + ((b + 1) % 100) : b;
      pools.push(
        makePool(
          1000 + i,
          [asset(`T${a}`, 4, 10n ** 10n + BigInt(i), 8000), asset(`T${c}`, 4, 10n ** 10n, 2000)],
          1n,
        ),
      );
    }
    const big = buildRouteIndex(pools, UFX);
    const runs = 300;
    const start = performance.now();
    for (let i = 0; i < runs; i++) {
      const direct = findBestRoute(
        big,
        token(`T${100 + (i % 100)}`),
        token(`T${100 + (((i % 100) * 7 + 3) % 100)}`),
        1_000_0000n,
      );
      const hop = findBestRoute(big, token(`T${i % 100}`), token(`T${(i + 1) % 100}`), 1_000_0000n);
      if (direct?.kind !== "direct" || hop?.kind !== "ufxhop") throw new Error("unexpected route kind");
    }
    expect((performance.now() - start) / (2 * runs)).toBeLessThan(1);
  });
});
