import { describe, expect, it } from "vitest";
import {
  loggedOutPayloadSchema,
  sessionBoundSchema,
  sessionRefusalSchema,
  setUserPayloadSchema,
  swapNonceSchema,
  verifyAuthPayloadSchema,
  verifyAuthResSchema,
} from "../../src/auth/sessionEvents";

const TOKEN = "A".repeat(43);
const NONCE = "0".repeat(32);

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join(".")}: ${issue.message}` : null;
}

describe("proven-session payloads", () => {
  it("reads setUser as {account, token?} whether a bare name or an object was sent", () => {
    expect(setUserPayloadSchema.parse("alice")).toEqual({ account: "alice" });
    expect(setUserPayloadSchema.parse({ account: "alice", token: TOKEN })).toEqual({
      account: "alice",
      token: TOKEN,
    });
    expect(firstIssue(setUserPayloadSchema.safeParse("Alice!"))).toBe(
      "account: must be a valid account name (a-z, 1-5, '.', 1-12 characters)",
    );
    expect(firstIssue(setUserPayloadSchema.safeParse({ account: "alice", token: "short" }))).toBe(
      "token: must be a session token from verifyAuthRes",
    );
  });

  it("reads loggedOut with nothing or a bare name as revoking nothing", () => {
    expect(loggedOutPayloadSchema.parse(undefined)).toEqual({});
    expect(loggedOutPayloadSchema.parse("alice")).toEqual({});
    expect(loggedOutPayloadSchema.parse({ account: "alice", token: TOKEN })).toEqual({
      account: "alice",
      token: TOKEN,
    });
    expect(loggedOutPayloadSchema.safeParse(7).success).toBe(false);
  });

  it("bounds verifyAuth's proof and signatures with readable reasons", () => {
    const valid = { serializedTransaction: "00ff", signatures: ["SIG_K1_x"] };
    expect(verifyAuthPayloadSchema.safeParse(valid).success).toBe(true);
    expect(firstIssue(verifyAuthPayloadSchema.safeParse({ ...valid, serializedTransaction: "0" }))).toBe(
      "serializedTransaction: must be the packed transaction as hex",
    );
    expect(
      firstIssue(verifyAuthPayloadSchema.safeParse({ ...valid, serializedTransaction: "00".repeat(2_049) })),
    ).toBe("serializedTransaction: is too long for an ownership proof");
    expect(firstIssue(verifyAuthPayloadSchema.safeParse({ ...valid, signatures: [] }))).toBe(
      "signatures: needs a signature",
    );
    expect(firstIssue(verifyAuthPayloadSchema.safeParse({ ...valid, signatures: Array(5).fill("s") }))).toBe(
      "signatures: at most 4 signatures",
    );
  });

  it("tells the answers apart: a nonce, a proven session, a bound account, a refusal", () => {
    expect(swapNonceSchema.safeParse({ nonce: NONCE, expiresAt: 1_000 }).success).toBe(true);
    expect(swapNonceSchema.safeParse({ error: "Too many getNonce requests" }).success).toBe(false);
    expect(verifyAuthResSchema.safeParse({ account: "alice", token: TOKEN, expiresAt: 1 }).success).toBe(
      true,
    );
    expect(verifyAuthResSchema.safeParse({ error: "verification failed" }).success).toBe(true);
    expect(sessionBoundSchema.safeParse({ ok: true, account: "alice" }).success).toBe(true);
    expect(sessionRefusalSchema.parse({ error: "no", proofRequired: true })).toEqual({
      error: "no",
      proofRequired: true,
    });
  });
});
