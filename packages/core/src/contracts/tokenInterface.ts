import * as z from "zod/mini";
import type { ActionInput, PermissionLevel } from "../chainClient/signedTransaction";
import { assetTextSchema, nameSchema, stringSchema } from "./chainJson";

/*
 * The standard token interface (eosio.token) beyond transfer and open: its two tables and its `issue`
 * action. The devnet's token contract and QuickStake's instruments (a token contract too) derive their ABI
 * structs from these schemas; wallets read the same rows.
 */

export const TOKEN_TABLES = {
  /** Scope = owner, key = symbol code: one balance per symbol. */
  accounts: "accounts",
  /** Scope = symbol code: supply, maximum supply and issuer. */
  stat: "stat",
} as const;

/** Table `accounts` (struct `account`). */
export const tokenAccountRowSchema = z.object({ balance: assetTextSchema });
export type TokenAccountRow = z.output<typeof tokenAccountRowSchema>;

/** Table `stat` (struct `currency_stats`). */
export const currencyStatsRowSchema = z.object({
  supply: assetTextSchema,
  max_supply: assetTextSchema,
  issuer: nameSchema,
});
export type CurrencyStatsRow = z.output<typeof currencyStatsRowSchema>;

/** `issue` (auth of the token's issuer): new supply to the issuer itself. */
export const tokenIssueDataSchema = z.object({
  to: nameSchema,
  quantity: assetTextSchema,
  memo: stringSchema,
});
export type TokenIssueData = z.output<typeof tokenIssueDataSchema>;

/** The issuer's `issue` of `quantity` ('10.0000 DEV') of the token at `contract`, to itself. */
export function tokenIssueAction(
  contract: string,
  signer: PermissionLevel,
  quantity: string,
  memo: string,
): ActionInput {
  return {
    account: contract,
    name: "issue",
    authorization: [signer],
    data: { to: signer.actor, quantity, memo },
  };
}
