import { describe, expect, it } from "vitest";
import { serializeSessions } from "../../../src/features/auth/sessionCommands";
import { parseSessions, SESSIONS_STORAGE_KEY } from "../../../src/shared/wallet/sessionPersistence";
import { empty, eos, metamask } from "./sessionFixtures";

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
