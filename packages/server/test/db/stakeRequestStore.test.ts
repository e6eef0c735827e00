import { describe, expect, it } from "vitest";
import {
  recordStakeRequest,
  settleStakeRequest,
  signedStakeRequests,
  stakeRequestsOf,
} from "../../src/db/stakeRequestStore";
import { testDatabase } from "../support/testDatabase";

// The stake service's record of what it co-signed: signed until seen on chain or expired, settled once.

const request = (id: string, account: string, expiresAt: number) => ({
  id,
  account,
  kind: "stake" as const,
  tx_id: id.repeat(64).slice(0, 64),
  expires_at: expiresAt,
  details: { expiry: 202703, quote: { quantity: "1.0000 UTX" } },
});

describe("stake requests", () => {
  it("stay signed until settled, once, as executed or expired", async () => {
    const { db, close } = await testDatabase();
    try {
      await recordStakeRequest(db, request("a", "alice", 5_000), 10);
      await recordStakeRequest(db, request("b", "bob", 6_000), 11);
      await recordStakeRequest(db, request("c", "alice", 7_000), 12);
      expect((await signedStakeRequests(db)).map((row) => row.id)).toEqual(["a", "b", "c"]);
      expect(await settleStakeRequest(db, "a", "executed", 20)).toBe(true);
      expect(await settleStakeRequest(db, "a", "expired", 21)).toBe(false);
      expect(await settleStakeRequest(db, "b", "expired", 22)).toBe(true);
      expect((await signedStakeRequests(db)).map((row) => row.id)).toEqual(["c"]);
      expect(await stakeRequestsOf(db, "alice")).toEqual([
        {
          ...request("a", "alice", 5_000),
          status: "executed",
          created_at: 10,
          settled_at: 20,
        },
        {
          ...request("c", "alice", 7_000),
          status: "signed",
          created_at: 12,
          settled_at: null,
        },
      ]);
    } finally {
      await close();
    }
  });
});
