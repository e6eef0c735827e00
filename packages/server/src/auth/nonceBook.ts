import { randomBytes } from "node:crypto";
import { NONCE_TTL_MS } from "@ux/core/auth";

export interface IssuedNonce {
  nonce: string;
  /** ms since the epoch. */
  expiresAt: number;
}

/**
 * The nonces one connection was given (getNonce). A nonce proves freshness only for the connection that
 * asked for it, once, before it expires: a proof shown on another connection, shown twice, or late, fails.
 * A connection holds at most a few, so a client cannot grow the server's memory by asking.
 */
export class NonceBook {
  private readonly issued = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = NONCE_TTL_MS,
    private readonly maxOutstanding = 4,
  ) {}

  issue(): IssuedNonce {
    const nonce = randomBytes(16).toString("hex");
    const expiresAt = this.now() + this.ttlMs;
    if (this.issued.size >= this.maxOutstanding) {
      const oldest = this.issued.keys().next().value;
      if (oldest !== undefined) this.issued.delete(oldest);
    }
    this.issued.set(nonce, expiresAt);
    return { nonce, expiresAt };
  }

  /** True once for a nonce this connection was issued and that has not expired; it is spent either way. */
  consume(nonce: string): boolean {
    const expiresAt = this.issued.get(nonce);
    if (expiresAt === undefined) return false;
    this.issued.delete(nonce);
    return this.now() < expiresAt;
  }
}
