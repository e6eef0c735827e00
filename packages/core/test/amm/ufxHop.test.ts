import { describe, expect, it } from "vitest";
import { placeOrder } from "../../src/amm/placeOrder";
import { outGivenIn } from "../../src/amm/swapMath";
import { ufxHop, ufxHopInGivenOut } from "../../src/amm/ufxHop";
import { asset, makePool, mustAsset, pool5050, token } from "./fixtures";

const UFX = token("UFX", "ufx.ux");
const X = token("EOS");
const Y = token("WAX");
const ufxEos = makePool(
  10,
  [{ ...asset("UFX", 4, 2_000_000_0000n, 5000), contract: "ufx.ux" }, asset("EOS", 4, 500_000_0000n, 5000)],
  1_000_000_0000n,
  true,
);
const ufxWax = makePool(
  11,
  [
    { ...asset("UFX", 4, 1_000_000_0000n, 5000), contract: "ufx.ux" },
    asset("WAX", 8, 3_000_000_00000000n, 5000),
  ],
  1_000_000_0000n,
  true,
);

describe("ufxHop", () => {
  it("X -> UFX in the first UFX pool, then UFX -> Y in the second", () => {
    const result = ufxHop(ufxEos, ufxWax, { token: X, amount: 1_000_0000n }, UFX, Y);
    if (!result.ok) throw new Error(result.detail);
    const ufx = outGivenIn(mustAsset(ufxEos, 1), mustAsset(ufxEos, 0), 1_000_0000n, 20);
    // 2,000,000 * 998 / (500,000 + 998) UFX, rounded down
    expect(ufx).toBe((2_000_000_0000n * 9_980_000n) / 5_009_980_000n);
    expect(result.ufxAmount).toBe(ufx);
    expect(result.amountOut).toBe(outGivenIn(mustAsset(ufxWax, 0), mustAsset(ufxWax, 1), ufx, 20));
    expect(mustAsset(result.first, 1).balance).toBe(500_000_0000n + 1_000_0000n);
    expect(mustAsset(result.first, 0).balance).toBe(2_000_000_0000n - ufx);
    expect(mustAsset(result.second, 0).balance).toBe(1_000_000_0000n + ufx);
    expect(mustAsset(result.second, 1).balance).toBe(3_000_000_00000000n - result.amountOut);
    expect(result.fees.map((f) => [f.kind, f.token.symbol, f.amount])).toEqual([
      ["swap", "EOS", 2_0000n],
      ["swap", "UFX", (ufx * 20n) / 10_000n],
    ]);
  });

  it("fails whole when a pool is not a UFX pair or a leg cannot execute", () => {
    const notUfx = ufxHop(pool5050, ufxWax, { token: X, amount: 1_000_0000n }, UFX, Y);
    expect(notUfx.ok ? "filled" : notUfx.reason).toBe("unknown_token");
    const wrongSide = ufxHop(ufxEos, ufxEos, { token: X, amount: 1_000_0000n }, UFX, Y);
    expect(wrongSide.ok ? "filled" : wrongSide.reason).toBe("unknown_token");
    const zero = ufxHop(ufxEos, ufxWax, { token: X, amount: 0n }, UFX, Y);
    expect(zero.ok ? "filled" : zero.reason).toBe("bad_amount");
    const strict = {
      ...ufxWax,
      assets: ufxWax.assets.map((a) => ({ ...a, min_trade: a.symbol === "WAX" ? 10n ** 15n : 0n })),
    };
    const small = ufxHop(ufxEos, strict, { token: X, amount: 1_000_0000n }, UFX, Y);
    expect(small.ok ? "filled" : small.reason).toBe("below_min_trade");
  });

  it("the same UFX pool on both legs sees the first leg's balances", () => {
    const result = ufxHop(ufxEos, ufxEos, { token: X, amount: 1_000_0000n }, UFX, X);
    if (!result.ok) throw new Error(result.detail);
    const back = placeOrder(result.first, { token: UFX, amount: result.ufxAmount }, [
      { token: X, proportion: 10_000 },
    ]);
    expect(back.ok && back.outputs[0]?.amount).toBe(result.amountOut);
    expect(result.amountOut).toBeLessThan(1_000_0000n); // two fees
  });

  it("in-given-out: the smallest X that yields at least the wanted Y", () => {
    const want = 5_000_00000000n;
    const needed = ufxHopInGivenOut(ufxEos, ufxWax, X, UFX, Y, want);
    if (needed === null) throw new Error("no route");
    const hop = (x: bigint) => {
      const r = ufxHop(ufxEos, ufxWax, { token: X, amount: x }, UFX, Y);
      return r.ok ? r.amountOut : 0n;
    };
    expect(hop(needed)).toBeGreaterThanOrEqual(want);
    expect(hop(needed - 1n)).toBeLessThan(want);
    expect(ufxHopInGivenOut(ufxEos, ufxWax, X, UFX, Y, 3_000_000_00000000n)).toBeNull();
    expect(ufxHopInGivenOut(ufxEos, ufxWax, Y, UFX, X, 1n)).toBeNull();
  });
});
