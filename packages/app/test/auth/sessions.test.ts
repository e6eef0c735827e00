import { referralCodeToStore } from "@ux/core/names/referralCode";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { captureReferralCode, REF_CODE_STORAGE_KEY } from "../../src/features/auth/landingParams";
import { prefersMobileWallet } from "../../src/features/auth/loginOptions";
import { serializeSessions } from "../../src/features/auth/sessionCommands";
import { parseSessions, SESSIONS_STORAGE_KEY } from "../../src/features/auth/sessionPersistence";
import { withLogin, withLogout } from "../../src/features/auth/sessionRules";
import type { WalletSession } from "../../src/features/auth/walletSession";

const anchor: WalletSession = { chain: "ux", actor: "alice", permission: "active", walletPlugin: "anchor" };
const eos: WalletSession = { chain: "eos", actor: "bob", permission: "owner", walletPlugin: "privatekey" };
const metamask: WalletSession = {
  chain: "ux",
  actor: "carol",
  permission: "active",
  walletPlugin: "metamask",
  ethAddress: `0x${"ab".repeat(20)}`,
};
const empty = { sessions: {}, requestPermissionsOnNextLogin: false };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("stored sessions", () => {
  it("restores exactly what was saved, per chain", () => {
    const state = { sessions: { ux: metamask, eos }, requestPermissionsOnNextLogin: true };
    expect(parseSessions(serializeSessions(state))).toEqual(state);
    expect(SESSIONS_STORAGE_KEY).toBe("uxWalletSessions");
  });

  it("never stores a key, only who signs and how", () => {
    const text = serializeSessions({ sessions: { eos }, requestPermissionsOnNextLogin: false });
    expect(text).toBe(
      '{"s":[{"chain":"eos","actor":"bob","permission":"owner","walletPlugin":"privatekey"}],"r":false}',
    );
  });

  it("starts logged out on anything it did not write", () => {
    for (const text of [
      null,
      "",
      "not json",
      "[]",
      '{"s":{},"r":false}',
      '{"s":[{"chain":"ux","actor":"","permission":"active","walletPlugin":"anchor"}],"r":false}',
      '{"s":[{"chain":"ux","actor":"a","permission":5,"walletPlugin":"anchor"}],"r":false}',
      '{"s":[{"chain":"ux","actor":"a","permission":"active","walletPlugin":"ledger"}],"r":false}',
      '{"s":[{"chain":"ux","actor":"a","permission":"active","walletPlugin":"anchor","ethAddress":5}],"r":false}',
      '{"s":[null],"r":false}',
    ]) {
      expect(parseSessions(text)).toEqual(empty);
    }
  });

  it("drops fields it does not know", () => {
    const text =
      '{"v":1,"s":[{"chain":"ux","actor":"a","permission":"active","walletPlugin":"anchor","privateKey":"PVT"}],"r":false}';
    expect(parseSessions(text).sessions.ux).toEqual({
      chain: "ux",
      actor: "a",
      permission: "active",
      walletPlugin: "anchor",
    });
  });
});

describe("login and logout rules", () => {
  it("a login replaces that chain's session only", () => {
    const both = withLogin(withLogin(empty, anchor), eos);
    expect(both.sessions).toEqual({ ux: anchor, eos });
    const replaced = withLogin(both, { ...anchor, actor: "dave" });
    expect(replaced.sessions).toEqual({ ux: { ...anchor, actor: "dave" }, eos });
  });

  it("logout clears that chain only", () => {
    const state = withLogout(withLogin(withLogin(empty, anchor), eos), "ux");
    expect(state).toEqual({ sessions: { eos }, requestPermissionsOnNextLogin: false });
    expect(withLogout(state, "wax")).toBe(state);
  });

  it("a MetaMask logout on the native network makes the next MetaMask login re-request permissions", () => {
    const loggedOut = withLogout(withLogin(empty, metamask), "ux");
    expect(loggedOut.requestPermissionsOnNextLogin).toBe(true);
    // Another wallet's login keeps the flag; the next MetaMask login consumes it.
    expect(withLogin(loggedOut, eos).requestPermissionsOnNextLogin).toBe(true);
    expect(withLogin(loggedOut, metamask).requestPermissionsOnNextLogin).toBe(false);
  });

  it("a MetaMask logout elsewhere, or another wallet's logout, does not set the flag", () => {
    const onEth: WalletSession = { ...metamask, chain: "eth", actor: metamask.ethAddress as string };
    expect(withLogout(withLogin(empty, onEth), "eth").requestPermissionsOnNextLogin).toBe(false);
    expect(withLogout(withLogin(empty, anchor), "ux").requestPermissionsOnNextLogin).toBe(false);
  });
});

describe("landing URL parameters", () => {
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

  it("utm_source=tokenpocket asks for the mobile wallet app", () => {
    expect(prefersMobileWallet("?utm_source=tokenpocket")).toBe(true);
    expect(prefersMobileWallet("?ref=abcdefghijkl&utm_source=tokenpocket")).toBe(true);
    expect(prefersMobileWallet("?utm_source=other")).toBe(false);
    expect(prefersMobileWallet("")).toBe(false);
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
