import * as z from "zod/mini";

/*
 * The stake socket (spec 2 §7 'Stake socket'; ARCHITECTURE.md §7, §9): what the Stake page sends and what
 * the stake service answers. Every connection first proves its account (the proven-session events every
 * product socket shares: getNonce, verifyAuth / verifyAuthMetamask, setUser, loggedOut); then
 *   requestStake {authorization, amount, expiry, stakeRewards, allowUnwinding} -> requestStakeResponse
 *   requestUnstake {authorization, amount, expiry}                           -> requestUnstakeResponse
 *   requestRedeem {authorization, expiry}                                     -> requestRedeemResponse
 *   getStakeHistory                                                           -> stakeHistory
 * and the service pushes expiryRates (on connect and whenever they change) and stakeHistory (on binding and
 * after each of the user's stakes, unstakes and redeems lands). A refusal is `msg` (text) and, with an ack,
 * {error}; nothing is signed then.
 */

export const STAKE_SOCKET_EVENTS = {
  requestStake: "requestStake",
  requestUnstake: "requestUnstake",
  requestRedeem: "requestRedeem",
  getStakeHistory: "getStakeHistory",
  requestStakeResponse: "requestStakeResponse",
  requestUnstakeResponse: "requestUnstakeResponse",
  requestRedeemResponse: "requestRedeemResponse",
  expiryRates: "expiryRates",
  stakeHistory: "stakeHistory",
  msg: "msg",
} as const;

/**
 * Who signs as the user: the proven account ('alice'), or {actor, permission} (one or a list of one) when the
 * wallet signs with another permission than active. The actor must be the proven account.
 */
export type StakeAuthorization =
  | string
  | { actor: string; permission: string }
  | readonly [{ actor: string; permission: string }];

export interface StakeRequest {
  authorization: StakeAuthorization;
  /** UTX as decimal text (at most 4 decimals: '100.5') or a JSON number. */
  amount: string | number;
  /** YYYYMM of a quarterly expiry open for staking. */
  expiry: number | string;
  /** Restake the reward into the position (tuReinvested) instead of receiving it now (tu). */
  stakeRewards: boolean;
  /** Liquid (may unwind early at unwind.tc, earns the curve minus the spread) rather than locked. */
  allowUnwinding: boolean;
}

export interface UnstakeRequest {
  authorization: StakeAuthorization;
  amount: string | number;
  expiry: number | string;
}

export interface RedeemRequest {
  authorization: StakeAuthorization;
  expiry: number | string;
}

const hex = z.string().check(z.regex(/^(?:[0-9a-f]{2})+$/, "expected hex"));

/** What the service computed for the transaction it built (the contract pays exactly this). */
export const stakeQuoteEntrySchema = z.object({
  quantity: z.string(),
  /** Days to expiry (the T of the rates applied). */
  days: z.int(),
  /** tu or tuReinvested applied, rate text. */
  rate: z.string(),
  /** Paid to the owner now ('0.0000 UTX' when restaking). */
  reward: z.string(),
  /** Added to the position ('0.0000 UTX' unless restaking). */
  restaked: z.string(),
  /** What the position grows by. */
  position: z.string(),
});
export type StakeQuoteEntry = z.output<typeof stakeQuoteEntrySchema>;

export const unwindQuoteEntrySchema = z.object({
  quantity: z.string(),
  /** unwind.tc applied (1.000000000000 for a redeem), rate text. */
  tc: z.string(),
  received: z.string(),
});
export type UnwindQuoteEntry = z.output<typeof unwindQuoteEntrySchema>;

/**
 * A transaction the service built and co-signed: the user's wallet signs exactly `serializedTransaction`
 * (packed, uncompressed, hex) on the chain and pushes it with both sets of signatures before `expiresAt`.
 */
const cosignedFields = {
  /** The transaction as JSON (header and actions, action data as hex): what a wallet shows. */
  tx: z.record(z.string(), z.unknown()),
  /** The service's signatures (resource payer; for a stake also the operator's reward key). */
  signatures: z.array(z.string()),
  serializedTransaction: hex,
  transactionId: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** The transaction's expiration, ms since the epoch (chain time). */
  expiresAt: z.int(),
};

export const stakeResponseSchema = z.object({ ...cosignedFields, quote: stakeQuoteEntrySchema });
export type StakeResponse = z.output<typeof stakeResponseSchema>;

export const unwindResponseSchema = z.object({ ...cosignedFields, quote: unwindQuoteEntrySchema });
export type UnwindResponse = z.output<typeof unwindResponseSchema>;
