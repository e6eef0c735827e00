import { describe, expect, it } from "vitest";
import { chooseProofKind, destinationAction, missingScheduleProofs } from "../../src/bridge/proofChoice";

describe("light or heavy proof", () => {
  it.each([
    [null, 100, "heavy"],
    [99, 100, "heavy"],
    [100, 100, "heavy"],
    [101, 100, "light"],
  ] as const)("last proven %s, transfer block %s: %s", (last, block, kind) => {
    expect(chooseProofKind(last, block)).toBe(kind);
  });

  it("pushes only the schedule proofs the prover lacks, in version order", () => {
    const entry = (version: number) => ({ version, block_num: version * 10, proof: `p${version}` });
    expect(missingScheduleProofs([entry(3), entry(1), entry(2)], [1]).map((e) => e.version)).toEqual([2, 3]);
    expect(missingScheduleProofs([entry(1)], [1])).toEqual([]);
  });

  it.each([
    ["native", "heavy", "issuea"],
    ["native", "light", "issueb"],
    ["wrapped", "heavy", "withdrawa"],
    ["wrapped", "light", "withdrawb"],
  ] as const)("%s token, %s proof: %s", (group, kind, action) => {
    expect(destinationAction(group, kind)).toBe(action);
  });
});
