import { referralCodeToStore } from "@ux/core/names";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { captureReferralCode, REF_CODE_STORAGE_KEY } from "../../src/shared/referralCode";
import { memoryStorage } from "./memoryStorage";

describe("the landing URL's referral code", () => {
  it("keeps a 12-character 'ref' as refCode when none is stored", () => {
    const local = memoryStorage();
    captureReferralCode("?ref=abcdefghijkl", local);
    expect(local.items.get(REF_CODE_STORAGE_KEY)).toBe("abcdefghijkl");
    expect(REF_CODE_STORAGE_KEY).toBe("refCode");
  });

  it("keeps the stored code, and refuses codes of any other length", () => {
    const stored = memoryStorage({ refCode: "firstcode123" });
    captureReferralCode("?ref=abcdefghijkl", stored);
    expect(stored.items.get("refCode")).toBe("firstcode123");
    for (const ref of ["abcdefghijk", "abcdefghijklm", ""]) {
      const local = memoryStorage();
      captureReferralCode(`?ref=${ref}`, local);
      expect(local.items.has("refCode")).toBe(false);
    }
  });

  it("follows core's referral rule for any stored and URL code", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: "grapheme", maxLength: 14 }), { nil: null }),
        fc.option(fc.string({ unit: "grapheme", minLength: 0, maxLength: 14 }), { nil: null }),
        (stored, ref) => {
          const local = memoryStorage(stored === null ? {} : { refCode: stored });
          const search = ref === null ? "" : `?${new URLSearchParams({ ref })}`;
          captureReferralCode(search, local);
          expect(local.getItem("refCode")).toBe(referralCodeToStore(stored, ref));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("survives a storage that throws", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    expect(() => captureReferralCode("?ref=abcdefghijkl", blocked)).not.toThrow();
    expect(() => captureReferralCode("?ref=abcdefghijkl", null)).not.toThrow();
  });
});
