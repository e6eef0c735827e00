import { createHash, randomBytes } from "node:crypto";
import { SESSION_TOKEN_TTL_MS } from "@ux/core/auth";
import type { ServiceDb } from "../db/database";
import { int8 } from "../db/rowValues";

export interface IssuedSessionToken {
  token: string;
  /** ms since the epoch. */
  expiresAt: number;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Session tokens: what a client gets for a proof of ownership, so that a reconnection (or another service
 * on the same database) binds the account again without asking the wallet for a new signature. Stored as
 * hashes in the services' database, so every service and every instance accepts them until they expire or
 * the client logs out (loggedOut revokes).
 */
export class SessionTokens {
  constructor(
    private readonly db: ServiceDb,
    private readonly now: () => number,
    private readonly ttlMs = SESSION_TOKEN_TTL_MS,
  ) {}

  async issue(account: string): Promise<IssuedSessionToken> {
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    const expiresAt = now + this.ttlMs;
    await this.db
      .insertInto("session_tokens")
      .values({
        token_hash: hashOf(token),
        account,
        created_at: now,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    return { token, expiresAt };
  }

  /** Whether `token` was issued for `account`, is unexpired and not revoked. */
  async isValid(account: string, token: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("session_tokens")
      .select(["account", "expires_at", "revoked_at"])
      .where("token_hash", "=", hashOf(token))
      .executeTakeFirst();
    return (
      row !== undefined &&
      row.account === account &&
      row.revoked_at === null &&
      this.now() < int8(row.expires_at)
    );
  }

  /** Revokes a token of `account` (logout); false when there was none to revoke. */
  async revoke(account: string, token: string): Promise<boolean> {
    const result = await this.db
      .updateTable("session_tokens")
      .set({ revoked_at: this.now() })
      .where("token_hash", "=", hashOf(token))
      .where("account", "=", account)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
