import { describe, expect, it } from "vitest";
import { storedReferralCode } from "../../../../src/features/account-creation/flow/storedReferralCode";
import { REF_CODE_STORAGE_KEY } from "../../../../src/shared/referralCode";

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === REF_CODE_STORAGE_KEY ? value : null),
});

describe("the referral code that goes with createAccount (spec 1 §4, §5)", () => {
  it("is the stored refCode when it is 12 characters, else none", () => {
    expect(storedReferralCode(storage("abcdefghijkl"))).toBe("abcdefghijkl");
    expect(storedReferralCode(storage("short"))).toBeNull();
    expect(storedReferralCode(storage(null))).toBeNull();
    expect(storedReferralCode(null)).toBeNull();
  });

  it("is none when the storage refuses to be read", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(storedReferralCode(blocked)).toBeNull();
  });
});
