import { describe, expect, it } from "vitest";
import {
  SESSION_TOKENS_STORAGE_KEY,
  sessionTokenStore,
} from "../../../src/shared/serviceSession/sessionTokenStore";
import { memoryStorage } from "../memoryStorage";

const T1 = `a${"1".repeat(42)}`;
const T2 = `b${"2".repeat(42)}`;

/** Storage holding `stored` as the session tokens' item. */
const storageWith = (stored: string) => memoryStorage({ [SESSION_TOKENS_STORAGE_KEY]: stored });

describe("session tokens in local storage", () => {
  it("keeps one token per account, read while unexpired", () => {
    const storage = memoryStorage();
    const tokens = sessionTokenStore(storage);
    tokens.save("alice", { token: T1, expiresAt: 2_000 });
    tokens.save("bob", { token: T2, expiresAt: 3_000 });
    expect(SESSION_TOKENS_STORAGE_KEY).toBe("uxServiceSessionTokens");
    expect(JSON.parse(storage.items.get(SESSION_TOKENS_STORAGE_KEY) ?? "")).toEqual({
      alice: { token: T1, expiresAt: 2_000 },
      bob: { token: T2, expiresAt: 3_000 },
    });
    expect(tokens.read("alice", 1_999)).toEqual({ token: T1, expiresAt: 2_000 });
    expect(tokens.read("alice", 2_000)).toBeNull();
    expect(tokens.read("carol", 0)).toBeNull();
  });

  it("forgets an account's token; with a token, only while it is still that one", () => {
    const storage = memoryStorage();
    const tokens = sessionTokenStore(storage);
    tokens.save("alice", { token: T2, expiresAt: 2_000 });
    tokens.forget("alice", T1);
    expect(tokens.read("alice", 0)?.token).toBe(T2);
    tokens.forget("alice", T2);
    expect(tokens.read("alice", 0)).toBeNull();
    expect(storage.items.size).toBe(0);
    tokens.save("alice", { token: T1, expiresAt: 2_000 });
    tokens.forget("alice");
    expect(storage.items.size).toBe(0);
  });

  it("ignores what it did not write", () => {
    for (const text of [
      "not json",
      "[]",
      "null",
      JSON.stringify({ alice: { token: "short", expiresAt: 2_000 } }),
      JSON.stringify({ alice: { token: T1, expiresAt: "2000" } }),
      JSON.stringify({ alice: null }),
    ]) {
      expect(sessionTokenStore(storageWith(text)).read("alice", 0)).toBeNull();
    }
    const mixed = JSON.stringify({ alice: { token: T1, expiresAt: 9 }, bob: { token: 5 } });
    expect(sessionTokenStore(storageWith(mixed)).read("alice", 0)).toEqual({ token: T1, expiresAt: 9 });
  });

  it("without local storage, keeps tokens in the page's memory, shared by every store", () => {
    sessionTokenStore(null).save("alice", { token: T1, expiresAt: 2_000 });
    expect(sessionTokenStore(null).read("alice", 0)?.token).toBe(T1);
    sessionTokenStore(null).forget("alice");
    expect(sessionTokenStore(null).read("alice", 0)).toBeNull();
  });
});
