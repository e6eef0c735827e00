import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  addReferralCode,
  recordReferralUse,
  referralCode,
  referralCodesOf,
} from "../../src/db/referralStore";
import { useTestDatabase } from "../support/testDatabase";

/* Referral links: at most N unused per account; an account created through a code counts once. */

const database = useTestDatabase();

describe("referral codes", () => {
  it("stop at the unused limit, and a used code makes room for one more", async () => {
    for (const code of ["code00000001", "code00000002", "code00000003"])
      expect(await addReferralCode(database.db, "bob", code, 3, 1_000)).toBe("added");
    expect(await addReferralCode(database.db, "bob", "code00000004", 3, 1_000)).toBe("limit");
    expect(await recordReferralUse(database.db, "code00000002", "newuser11111", randomUUID(), 2_000)).toBe(
      true,
    );
    expect(await addReferralCode(database.db, "bob", "code00000004", 3, 3_000)).toBe("added");
    expect(await addReferralCode(database.db, "alice", "code00000005", 3, 3_000)).toBe("added");
    expect((await referralCodesOf(database.db, "bob")).map((c) => [c.code, c.users])).toEqual([
      ["code00000001", 0],
      ["code00000002", 1],
      ["code00000003", 0],
      ["code00000004", 0],
    ]);
  });

  it("count an account once, whatever it is recorded with, and ignore unknown codes", async () => {
    await addReferralCode(database.db, "carol", "code00000010", 50, 1_000);
    await addReferralCode(database.db, "carol", "code00000011", 50, 1_000);
    expect(await recordReferralUse(database.db, "code00000010", "newuser22222", randomUUID(), 2_000)).toBe(
      true,
    );
    expect(await recordReferralUse(database.db, "code00000010", "newuser22222", randomUUID(), 2_000)).toBe(
      true,
    );
    expect(await recordReferralUse(database.db, "code00000011", "newuser22222", randomUUID(), 2_000)).toBe(
      true,
    );
    expect(await recordReferralUse(database.db, "nosuchcode99", "newuser33333", randomUUID(), 2_000)).toBe(
      false,
    );
    expect(await referralCode(database.db, "code00000010")).toMatchObject({ account: "carol", users: 1 });
    expect(await referralCode(database.db, "code00000011")).toMatchObject({ users: 0 });
  });

  it("hold under concurrent requests", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addReferralCode(database.db, "dave", `conc${String(i).padStart(8, "0")}`, 5, 1_000),
      ),
    );
    expect(results.filter((r) => r === "added")).toHaveLength(5);
  });
});
