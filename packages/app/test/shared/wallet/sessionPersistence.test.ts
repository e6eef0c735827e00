import { referralCodeToStore } from "@ux/core/names";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prefersMobileWallet } from "../../src/features/auth/loginOptions";
import {
  commitSessions,
  endedServiceAccount,
  serializeSessions,
} from "../../src/features/auth/sessionCommands";
import { withLogin, withLogout } from "../../src/features/auth/sessionRules";
import { captureReferralCode, REF_CODE_STORAGE_KEY } from "../../src/shared/referralCode";
import { bindServiceSession } from "../../src/shared/serviceSession/serviceSession";
import { sessionTokenStore } from "../../src/shared/serviceSession/sessionTokenStore";
import { parseSessions, SESSIONS_STORAGE_KEY } from "../../src/shared/wallet/sessionPersistence";
import type { WalletSession } from "../../src/shared/wallet/walletSession";
import { sessionStore } from "../../src/shared/wallet/walletState";
import { FakeSessionServer, NOW, tokenNumber } from "../shared/fakeSessionServer";
import { FakeSocket, flush } from "../shared/fakeSocket";

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

describe("service sessions when the UX account leaves", () => {
  it("ends at a logout of the native chain or another account's login there, not otherwise", () => {
    const withAnchor = withLogin(empty, anchor);
    expect(endedServiceAccount(withAnchor, withLogout(withAnchor, "ux"))).toBe("alice");
    expect(endedServiceAccount(withAnchor, withLogin(withAnchor, metamask))).toBe("alice");
    expect(
      endedServiceAccount(withAnchor, withLogin(withAnchor, { ...anchor, permission: "owner" })),
    ).toBeNull();
    expect(endedServiceAccount(withAnchor, withLogin(withAnchor, eos))).toBeNull();
    expect(endedServiceAccount(withLogin(empty, eos), empty)).toBeNull();
    expect(endedServiceAccount(empty, withAnchor)).toBeNull();
  });

  it("a logout sends loggedOut with the token on the open socket before the session is gone", async () => {
    // No local storage in this environment: the tokens live in the page's memory, as in a blocked browser.
    const tokens = sessionTokenStore(null);
    const server = new FakeSessionServer();
    const token = server.grant("alice");
    tokens.save("alice", { token, expiresAt: NOW + 60_000 });
    const socket = server.attach(new FakeSocket());
    const seenAtLoggedOut: unknown[] = [];
    const answer = socket.answer;
    socket.answer = (event, payload) => {
      if (event === "loggedOut") seenAtLoggedOut.push(sessionStore.getState().sessions.ux?.actor);
      return answer(event, payload);
    };
    const service = bindServiceSession(socket, {
      service: "AMM service",
      identity: anchor,
      signer: {
        signAntelopeProof: () => Promise.reject(new Error("not asked")),
        signEthereumMessage: () => Promise.reject(new Error("not asked")),
      },
      tokens,
      notify: { error: () => undefined },
      log: () => undefined,
      now: () => NOW,
    });
    commitSessions(withLogin(empty, anchor), null);
    socket.connectNow();
    await expect(service.whenBound()).resolves.toEqual({ status: "bound" });
    commitSessions(withLogout(sessionStore.getState(), "ux"), null);
    await flush();
    expect(socket.events()).toEqual([
      ["setUser", { account: "alice", token: tokenNumber(1) }],
      ["loggedOut", { account: "alice", token: tokenNumber(1) }],
    ]);
    expect(seenAtLoggedOut).toEqual(["alice"]);
    expect(server.revoked).toEqual([token]);
    expect(tokens.read("alice", NOW)).toBeNull();
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
