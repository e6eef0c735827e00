import { describe, expect, it } from "vitest";
import { isValidReferralCode, referralCodeToStore } from "../../src/names/referralCode";

describe("referral code (exactly 12 characters)", () => {
  it.each([
    ["abcdef123456", true],
    ["ABCDEF123456", true],
    ["abcdef12345", false],
    ["abcdef1234567", false],
    ["", false],
    ["😀😀😀😀😀😀😀😀😀😀😀😀", true],
  ])("%j -> %s", (code, valid) => {
    expect(isValidReferralCode(code)).toBe(valid);
  });

  it("refuses missing codes", () => {
    expect(isValidReferralCode(null)).toBe(false);
    expect(isValidReferralCode(undefined)).toBe(false);
  });

  it("keeps a URL code only when none is stored yet, and only when valid", () => {
    expect(referralCodeToStore(null, "abcdef123456")).toBe("abcdef123456");
    expect(referralCodeToStore("", "abcdef123456")).toBe("abcdef123456");
    expect(referralCodeToStore("storedcode12", "abcdef123456")).toBe("storedcode12");
    expect(referralCodeToStore(null, "short")).toBeNull();
    expect(referralCodeToStore(null, null)).toBeNull();
    expect(referralCodeToStore("storedcode12", null)).toBe("storedcode12");
    expect(referralCodeToStore("", "short")).toBe("");
  });
});
