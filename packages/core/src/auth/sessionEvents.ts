import * as z from "zod/mini";
import { isValidAccountName } from "../names/accountName";
import { NONCE_PATTERN, SESSION_TOKEN_PATTERN } from "./sessionProofRules";

/*
 * The proven-session events every product socket shares (ARCHITECTURE.md §9), both directions; the services
 * parse the requests with these before anything runs, the app parses the answers on receipt:
 *   getNonce                                              -> swapNonce {nonce, expiresAt}
 *   verifyAuth {serializedTransaction, signatures}        -> verifyAuthRes {account, token, expiresAt} | {error}
 *   verifyAuthMetamask {account, address, nonce, signature} -> verifyAuthRes
 *   setUser account | {account, token}                    -> ack {ok, account} | {error, proofRequired}
 *   loggedOut {account?, token?}                          -> ack {ok}
 */

export const accountNameSchema = z
  .string()
  .check(z.refine(isValidAccountName, "must be a valid account name (a-z, 1-5, '.', 1-12 characters)"));
const sessionToken = z
  .string()
  .check(z.regex(SESSION_TOKEN_PATTERN, "must be a session token from verifyAuthRes"));

/** getNonce's ack (also emitted as swapNonce): single use, for this connection, until expiresAt. */
export const swapNonceSchema = z.object({
  nonce: z.string().check(z.regex(NONCE_PATTERN)),
  /** ms since the epoch. */
  expiresAt: z.int(),
});

/** verifyAuth: a signed, never broadcast ownership proof (a proof is a few hundred bytes). */
export const verifyAuthPayloadSchema = z.object({
  serializedTransaction: z
    .string()
    .check(
      z.maxLength(4_096, "is too long for an ownership proof"),
      z.regex(/^(?:[0-9a-fA-F]{2})+$/, "must be the packed transaction as hex"),
    ),
  signatures: z
    .array(z.string().check(z.maxLength(256)))
    .check(z.minLength(1, "needs a signature"), z.maxLength(4, "at most 4 signatures")),
});

/** verifyAuthMetamask: personal_sign of ethereumOwnershipMessage(account, nonce) by address. */
export const verifyAuthMetamaskPayloadSchema = z.object({
  account: accountNameSchema,
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, "must be an Ethereum address")),
  nonce: z.string().check(z.regex(NONCE_PATTERN, "must be a nonce from swapNonce")),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, "must be a 65-byte signature as 0x hex")),
});

/** verifyAuthRes on success: the connection is bound, and the token binds later ones without a signature. */
export const sessionProvenSchema = z.object({
  account: accountNameSchema,
  token: sessionToken,
  expiresAt: z.int(),
});

/** A refusal; proofRequired when setUser's token is missing, stale or revoked (nothing was shown). */
export const sessionRefusalSchema = z.object({ error: z.string(), proofRequired: z.optional(z.boolean()) });

export const verifyAuthResSchema = z.union([sessionProvenSchema, sessionRefusalSchema]);

/** setUser's ack when the account is bound. */
export const sessionBoundSchema = z.object({ ok: z.literal(true), account: z.string() });

/**
 * setUser: the account name (spec), or {account, token} to bind again with a proof's session token. Read as
 * {account, token?} either way, so a bad name is reported at `account`.
 */
export const setUserPayloadSchema = z.pipe(
  z.transform((payload: unknown) => (typeof payload === "string" ? { account: payload } : payload)),
  z.object({ account: accountNameSchema, token: z.optional(sessionToken) }),
);

/** loggedOut: nothing or a bare account name (both revoke nothing), or {account?, token?} to revoke the token. */
export const loggedOutPayloadSchema = z.pipe(
  z.transform((payload: unknown) => (payload === undefined || typeof payload === "string" ? {} : payload)),
  z.object({ account: z.optional(accountNameSchema), token: z.optional(sessionToken) }),
);
