import { describe, expect, it } from "vitest";
import { blockHoldsTransaction, isBlockConfirmed } from "../../../src/shared/chain/confirmation";

describe("confirmation rule", () => {
  const progress = { head_block_num: 120, last_irreversible_block_num: 112 };

  it("waits for irreversibility when no depth is given", () => {
    expect(isBlockConfirmed(progress, 112)).toBe(true);
    expect(isBlockConfirmed(progress, 113)).toBe(false);
  });

  it("waits for `depth` blocks after the transaction's block when a depth is given", () => {
    expect(isBlockConfirmed(progress, 119, 1)).toBe(true);
    expect(isBlockConfirmed(progress, 120, 1)).toBe(false);
    expect(isBlockConfirmed(progress, 118, 2)).toBe(true);
    expect(isBlockConfirmed(progress, 119, 2)).toBe(false);
    expect(isBlockConfirmed(progress, 120, 0)).toBe(true);
    expect(() => isBlockConfirmed(progress, 120, -1)).toThrow(RangeError);
  });

  it("finds a transaction id in a block whatever its case", () => {
    expect(blockHoldsTransaction(["ABC1", "def2"], "abc1")).toBe(true);
    expect(blockHoldsTransaction(["abc1"], "abc2")).toBe(false);
    expect(blockHoldsTransaction([], "abc1")).toBe(false);
  });
});
