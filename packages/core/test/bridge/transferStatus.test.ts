import { describe, expect, it } from "vitest";
import {
  BRIDGE_STATUS,
  BRIDGE_STATUS_ORDER,
  type BridgeStatus,
  canMoveTo,
  moveTo,
} from "../../src/bridge/transferStatus";

const S = BRIDGE_STATUS;

describe("bridge transfer statuses", () => {
  it("are the spec's texts in the spec's order", () => {
    expect(BRIDGE_STATUS_ORDER).toEqual([
      "Collecting proof(s)",
      "Checking schedule proofs",
      "Locating header with schedule",
      "Fetching proof for active schedule",
      "Fetching proof for interchain transfer",
      "Signing Proof(s)",
      "Submitting Proof(s)",
    ]);
    expect(S.error).toBe("Error Submitting Proof(s)");
  });

  const cases: [BridgeStatus | null, BridgeStatus, boolean][] = [
    [null, S.collecting, true],
    [null, S.signing, false],
    [S.collecting, S.checkingSchedules, true],
    // A light proof skips the schedule steps.
    [S.collecting, S.fetchingTransferProof, true],
    [S.fetchingTransferProof, S.collecting, false],
    [S.signing, S.signing, false],
    [S.signing, S.submitting, true],
    [S.signing, S.error, true],
    [S.submitting, S.error, true],
    [S.collecting, S.error, false],
    [S.error, S.signing, true],
    [S.error, S.submitting, false],
    [S.error, S.collecting, false],
  ];
  it.each(cases)("from %s to %s: %s", (from, to, allowed) => {
    expect(canMoveTo(from, to)).toBe(allowed);
    if (allowed) expect(moveTo(from, to)).toBe(to);
    else expect(() => moveTo(from, to)).toThrow(/cannot go from/);
  });
});
