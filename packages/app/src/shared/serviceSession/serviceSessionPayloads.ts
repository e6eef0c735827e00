import { NONCE_PATTERN, SESSION_TOKEN_PATTERN } from "@ux/core/auth";
import * as z from "zod/mini";

/*
 * What a product socket answers the proven-session events with (ARCHITECTURE.md §9; server:
 * auth/provenSession.ts), parsed on receipt: an answer that does not fit binds nothing.
 */

/** getNonce's ack (also emitted as swapNonce): single use, for this connection, until expiresAt. */
export const nonceAnswerSchema = z.object({
  nonce: z.string().check(z.regex(NONCE_PATTERN)),
  expiresAt: z.number(),
});

/** verifyAuthRes on success: the connection is bound, and the token binds later ones without a signature. */
export const provenAnswerSchema = z.object({
  account: z.string(),
  token: z.string().check(z.regex(SESSION_TOKEN_PATTERN)),
  expiresAt: z.number().check(z.int()),
});

/** setUser's ack when the account is bound. */
export const boundAnswerSchema = z.object({ ok: z.literal(true), account: z.string() });

/** A refusal; proofRequired when setUser's token is missing, stale or revoked (nothing was shown). */
export const refusalAnswerSchema = z.object({
  error: z.string(),
  proofRequired: z.optional(z.boolean()),
});
