import { describe, expect, it } from "vitest";
import type { Pool } from "../../src/amm/pool";
import { validatePool } from "../../src/amm/validatePool";
import { asset, makePool, pool5, pool5050, token } from "./fixtures";

const UFX = token("UFX");

describe("validatePool", () => {
  it("accepts well-formed pools", () => {
    expect(validatePool(pool5050)).toEqual([]);
    expect(validatePool(pool5)).toEqual([]);
    const ufxPool = makePool(3, [asset("UFX", 4, 1n, 5000), asset("EOS", 4, 1n, 5000)], 1n, true);
    expect(validatePool(ufxPool, UFX)).toEqual([]);
  });

  it("reports every problem", () => {
    const one = makePool(1, [asset("A", 4, 1n, 10_000)], 1n);
    expect(validatePool(one)).toEqual([
      "a pool needs at least 2 assets",
      "weight of A@token.ux must be an integer in 1..9999 bps",
    ]);
    const bad: Pool = {
      ...makePool(2, [asset("A", 4, -1n, 5000, -1n), asset("A", 19, 1n, 4000.5)], -1n),
      fee_bps: 10_000,
    };
    expect(validatePool({ ...bad, lp: { ...bad.lp, decimals: -1 } })).toEqual([
      "balance of A@token.ux is negative",
      "min_trade of A@token.ux is negative",
      "duplicate token A@token.ux",
      "weight of A@token.ux must be an integer in 1..9999 bps",
      "decimals of A@token.ux must be 0..18",
      "weights sum to 9000.5, not 10000",
      "LP decimals must be 0..18",
      "LP supply is negative",
      "fee must be an integer in 0..9999 bps",
    ]);
    const lpClash = makePool(3, [asset("LP3", 4, 1n, 5000), asset("B", 4, 1n, 5000)], 1n);
    expect(validatePool({ ...lpClash, lp: { ...lpClash.lp, contract: "token.ux" } })).toEqual([
      "duplicate token LP3@token.ux",
    ]);
    const ufxBad = makePool(4, [asset("A", 4, 1n, 5000), asset("B", 4, 1n, 5000)], 1n, true);
    expect(validatePool(ufxBad, UFX)).toEqual(["a UFX pool pairs UFX with one other token"]);
  });
});
