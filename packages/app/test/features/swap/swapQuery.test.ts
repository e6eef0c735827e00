import { describe, expect, it } from "vitest";
import { initialSelection, presetWaitsForPools, readSwapQuery } from "../../../src/features/swap/swapQuery";
import { ENTRIES } from "./fixtures";

describe("query presets", () => {
  it("reads from and to upper-cased, and pool_name as written", () => {
    expect(readSwapQuery(new URLSearchParams("from=eos&to=Utx&pool_name=utx-eos"))).toEqual({
      from: "EOS",
      to: "UTX",
      poolName: "utx-eos",
    });
    expect(readSwapQuery(new URLSearchParams("from=&to=%20"))).toEqual({
      from: null,
      to: null,
      poolName: null,
    });
  });

  it("pool_name preselects the pool and its first two assets; from/to win; it waits for the pools", () => {
    const byPool = { from: null, to: null, poolName: "antelope" };
    expect(initialSelection(byPool, ENTRIES)).toEqual({ pair: { from: "UTX", to: "UTXRAM" }, poolId: 0 });
    expect(initialSelection({ ...byPool, to: "EOS" }, ENTRIES)).toEqual({
      pair: { from: "UTX", to: "EOS" },
      poolId: 0,
    });
    expect(initialSelection({ ...byPool, poolName: "missing" }, ENTRIES)).toEqual({
      pair: { from: null, to: null },
      poolId: null,
    });
    expect(presetWaitsForPools(byPool, undefined)).toBe(true);
    expect(presetWaitsForPools(byPool, ENTRIES)).toBe(false);
    expect(presetWaitsForPools({ from: "EOS", to: null, poolName: null }, undefined)).toBe(false);
  });
});
