import * as z from "zod/mini";
import { isValidAccountName } from "../names/accountName";
import { NONCE_PATTERN, SESSION_TOKEN_PATTERN } from "./sessionProofRules";

/*
 * The proven-session events every product socket shares (ARCHITECTURE.md §9), both directions:
 *   getNonce                                              -> swapNonce {nonce, expiresAt}
 *   verifyAuth {serializedTransaction, signatures}        -> verifyAuthRes {account, token, expiresAt} | {error}
 *   verifyAuthMetamask {account, address, nonce, signature} -> verifyAuthRes
 *   setUser account | {account, token}                    -> ack {ok, account} | {error, proofRequired}
 *   loggedOut {account?, token?}                          -> ack {ok}
 */

const accountName = z
  .string()
  .check(z.refine(isValidAccountName, "must be a valid account name (a-z, 1-5, '.', 1-12 characters)"));
const sessionToken = z
  .string()
  .check(z.regex(SESSION_TOKEN_PATTERN, "must be a session token from verifyAuthRes"));

export const swapNonceSchema = z.object({
  nonce: z.string().check(z.regex(NONCE_PATTERN)),
  /** ms since the epoch. */
  expiresAt: z.int(),
});

export const verifyAuthPayloadSchema = z.object({
  serializedTransaction: z
    .string()
    .check(z.maxLength(4_096), z.regex(/^(?:[0-9a-fA-F]{2})+$/, "must be the packed transaction as hex")),
  signatures: z.array(z.string().check(z.maxLength(256))).check(z.minLength(1), z.maxLength(4)),
});

export const verifyAuthMetamaskPayloadSchema = z.object({
  account: accountName,
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, "must be an Ethereum address")),
  nonce: z.string().check(z.regex(NONCE_PATTERN, "must be a nonce from swapNonce")),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, "must be a 65-byte signature as 0x hex")),
});

export const verifyAuthResSchema = z.union([
  z.object({ account: accountName, token: sessionToken, expiresAt: z.int() }),
  z.object({ error: z.string() }),
]);

export const setUserPayloadSchema = z.union([
  accountName,
  z.object({ account: accountName, token: z.optional(sessionToken) }),
]);

export const loggedOutPayloadSchema = z.optional(
  z.object({ account: z.optional(accountName), token: z.optional(sessionToken) }),
);
