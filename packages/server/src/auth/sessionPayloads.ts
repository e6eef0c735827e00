import { NONCE_PATTERN, SESSION_TOKEN_PATTERN } from "@ux/core/auth";
import { isValidAccountName } from "@ux/core/names";
import { z } from "zod";

/*
 * Payloads of the proven-session events every product socket shares (spec 1 §7: setUser, getNonce ->
 * swapNonce, verifyAuth / verifyAuthMetamask -> verifyAuthRes, loggedOut). Parsed before anything runs.
 */

export const accountNameSchema = z
  .string()
  .refine(isValidAccountName, "must be a valid account name (a-z, 1-5, '.', 1-12 characters)");
const token = z.string().regex(SESSION_TOKEN_PATTERN, "must be a session token from verifyAuthRes");

/** setUser: the account name (spec), or {account, token} to bind again with a proof's session token. */
export const setUserPayload = z.preprocess(
  (payload) => (typeof payload === "string" ? { account: payload } : payload),
  z.object({ account: accountNameSchema, token: token.optional() }),
);

/** verifyAuth: a signed, never broadcast ownership proof (a proof is a few hundred bytes). */
export const verifyAuthPayload = z.object({
  serializedTransaction: z
    .string()
    .max(4_096, "is too long for an ownership proof")
    .regex(/^(?:[0-9a-fA-F]{2})+$/, "must be the packed transaction as hex"),
  signatures: z.array(z.string().max(256)).min(1, "needs a signature").max(4, "at most 4 signatures"),
});

/** verifyAuthMetamask: personal_sign of ethereumOwnershipMessage(account, nonce) by address. */
export const verifyAuthMetamaskPayload = z.object({
  account: accountNameSchema,
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be an Ethereum address"),
  nonce: z.string().regex(NONCE_PATTERN, "must be a nonce from swapNonce"),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, "must be a 65-byte signature as 0x hex"),
});

/** loggedOut: nothing, or the session token to revoke. */
export const loggedOutPayload = z.preprocess(
  (payload) => (payload === undefined || typeof payload === "string" ? {} : payload),
  z.object({ account: accountNameSchema.optional(), token: token.optional() }),
);
