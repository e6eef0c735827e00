/*
 * The rules both sides of a proven socket session agree on (ARCHITECTURE.md §9): how long a nonce and a
 * session token live, what a nonce looks like, and the text an Ethereum browser wallet signs.
 */

/** A nonce must be answered within this time, once. */
export const NONCE_TTL_MS = 5 * 60_000;
/** A session token (what a proof earns) lets a reconnecting client skip the signature for this long. */
export const SESSION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** An Antelope proof transaction may not expire later than this after it is checked. */
export const PROOF_MAX_EXPIRY_AHEAD_MS = 60 * 60_000;

/** 16 random bytes as 32 lowercase hex digits. */
export const NONCE_PATTERN = /^[0-9a-f]{32}$/;
/** 32 random bytes, base64url. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What personal_sign signs for an Ethereum browser wallet's proof: readable in the wallet's prompt, naming
 * the account and the single-use nonce, so a signature can neither be reused nor moved to another account.
 */
export function ethereumOwnershipMessage(account: string, nonce: string): string {
  return `UX Network: sign in as ${account}.\nThis proves you own the account and costs nothing.\nNonce: ${nonce}`;
}
