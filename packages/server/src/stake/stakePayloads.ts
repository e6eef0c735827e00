import { accountNameSchema } from "@ux/core/auth";
import { parseExpiryCode } from "@ux/core/expiry";
import { z } from "zod";

/*
 * Payloads of the stake socket's requests (core/stake/socket/stakeSocketProtocol.ts), parsed before anything
 * runs: a payload that does not fit is answered with `msg` and nothing is built or signed.
 */

const permissionName = z.string().regex(/^[a-z1-5.]{1,12}$/, "must be a permission name");
const permissionLevel = z.strictObject({ actor: accountNameSchema, permission: permissionName });

/** The user's authorization: an account name (its active permission), {actor, permission}, or a list of one. */
const authorization = z
  .union([
    z.pipe(
      accountNameSchema,
      z.transform((actor: string) => ({ actor, permission: "active" })),
    ),
    permissionLevel,
    z.tuple([permissionLevel]).transform(([level]) => level),
  ])
  .describe("authorization");

/** Decimal text or a JSON number; read strictly at the token's precision by the co-signer. */
const amount = z
  .union([z.string(), z.number()], { error: "must be decimal text or a number" })
  .transform((value, context) => {
    if (typeof value === "number" && !(Number.isFinite(value) && value >= 0)) {
      context.addIssue({ code: "custom", message: "must be a number at or above zero" });
      return z.NEVER;
    }
    const text = String(value);
    if (text.length > 40) {
      context.addIssue({ code: "custom", message: "is too long for an amount" });
      return z.NEVER;
    }
    return text;
  });

/** YYYYMM of a quarterly expiry (month 03, 06, 09 or 12), as a number or 6 digits of text. */
const expiry = z
  .union([z.number().int(), z.string().regex(/^\d{6}$/, "must be YYYYMM")])
  .transform((value, context) => {
    const parsed = parseExpiryCode(value);
    if (parsed === null) {
      context.addIssue({
        code: "custom",
        message: "must be a quarterly expiry YYYYMM (month 03, 06, 09 or 12)",
      });
      return z.NEVER;
    }
    return parsed.code;
  });

export const requestStakePayload = z.strictObject({
  authorization,
  amount,
  expiry,
  stakeRewards: z.boolean(),
  allowUnwinding: z.boolean(),
});
export type RequestStakePayload = z.output<typeof requestStakePayload>;

export const requestUnstakePayload = z.strictObject({ authorization, amount, expiry });
export type RequestUnstakePayload = z.output<typeof requestUnstakePayload>;

export const requestRedeemPayload = z.strictObject({ authorization, expiry });
export type RequestRedeemPayload = z.output<typeof requestRedeemPayload>;

export type UserAuthorization = RequestRedeemPayload["authorization"];
