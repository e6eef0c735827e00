import { describe, expect, it } from "vitest";
import type { PoolAsset } from "../../src/amm/pool";
import { ufxHopPool } from "../../src/amm/ufxHopPool";
import { asset, makePool, token } from "./fixtures";

const UFX = token("UFX", "ufx.ux");
const ufxAsset = (balance: bigint): PoolAsset => ({ ...asset("UFX", 4, balance, 5000), contract: "ufx.ux" });
const eos = { ...token("EOS"), decimals: 4 };

describe("ufxHopPool", () => {
  it("takes the lowest-id UFX pool holding the token, whatever the list order and depth", () => {
    const deep = makePool(9, [ufxAsset(9_000_000_0000n), asset("EOS", 4, 9_000_000_0000n, 5000)], 1n, true);
    const thin = makePool(4, [ufxAsset(1_0000n), asset("EOS", 4, 1_0000n, 5000)], 1n, true);
    const other = makePool(2, [ufxAsset(1_0000n), asset("WAX", 8, 1_0000n, 5000)], 1n, true);
    expect(ufxHopPool([deep, other, thin], UFX, eos)?.id).toBe(4);
    expect(ufxHopPool([thin, deep], UFX, eos)?.id).toBe(4);
  });

  it("skips pools that are not UFX pools, lack UFX, or hold the token at another precision", () => {
    const notUfx = makePool(1, [ufxAsset(1_0000n), asset("EOS", 4, 1_0000n, 5000)], 1n, false);
    const noUfx = makePool(2, [asset("USDT", 4, 1_0000n, 5000), asset("EOS", 4, 1_0000n, 5000)], 1n, true);
    const otherPrecision = makePool(3, [ufxAsset(1_0000n), asset("EOS", 6, 1_000000n, 5000)], 1n, true);
    const good = makePool(7, [ufxAsset(1_0000n), asset("EOS", 4, 1_0000n, 5000)], 1n, true);
    expect(ufxHopPool([notUfx, noUfx, otherPrecision, good], UFX, eos)?.id).toBe(7);
    expect(ufxHopPool([notUfx, noUfx, otherPrecision], UFX, eos)).toBeUndefined();
    expect(ufxHopPool([], UFX, eos)).toBeUndefined();
  });
});
