import * as z from "zod/mini";
import { isEthereumAddress } from "../../auth/etherAccountMapping";
import { isValidAccountName } from "../../names/accountName";
import { SWAP_ID_PATTERN } from "./ethereumPayment";

/*
 * What the app sends on the swap socket (swapSocketEvents.ts), parsed by the service before anything runs.
 * Texts say what is wrong, since a refusal reaches the user as the spec's 'Error' notification.
 */

const text = (max: number) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

/** A request id: a UUID the app generates (crypto.randomUUID()), also the order's uuid. */
export const swapIdSchema = text(36).check(z.regex(SWAP_ID_PATTERN, "must be a lowercase UUID"));

/** A chain of the network config ('eos', 'jungle4', 'eth'). */
export const chainNameSchema = text(20).check(z.regex(/^[a-z][a-z0-9]*$/, "must be a chain name"));

export const symbolCodeSchema = text(7).check(z.regex(/^[A-Z]{1,7}$/, "must be a token symbol (A-Z)"));

/** An amount as decimal text ('0.05'): read at the token's precision by the service. */
export const decimalTextSchema = text(40).check(
  z.regex(/^\d+(\.\d+)?$/, "must be a decimal amount like '1.5'"),
);

/** An Antelope account name or an Ethereum address, as the side's chain needs. */
export const swapAccountSchema = text(42).check(
  z.refine(
    (account) => isValidAccountName(account) || isEthereumAddress(account),
    "must be an account name or an Ethereum address",
  ),
);

export const tokenRefSchema = z.object({ symbol: symbolCodeSchema, chain: chainNameSchema });
export type TokenRef = z.output<typeof tokenRefSchema>;

/** One side of a swap request (spec 1 §3 'Swap request'): who, which token, how much. */
export const swapSideSchema = z.object({
  account: swapAccountSchema,
  asset: tokenRefSchema,
  amount: decimalTextSchema,
});
export type SwapSide = z.output<typeof swapSideSchema>;

const hex = (max: number) => text(max).check(z.regex(/^(?:[0-9a-fA-F]{2})+$/, "must be hex bytes"));

/**
 * The account to create (spec 1 §3 'New account'). With an EOSIO payer both keys come in the memo instead;
 * with an Ethereum payer: ownerKey (active = activeKey, or ownerKey when absent), or ethAddress alone, in
 * which case the account is controlled through the paying address (the UX EVM gateway) and linked to it for
 * the Ethereum browser wallet login. `cost` is what the page showed; the service computes its own.
 */
export const newAccountSchema = z.object({
  name: text(12),
  ownerKey: z.optional(z.nullable(text(64))),
  activeKey: z.optional(z.nullable(text(64))),
  ethAddress: z.optional(z.nullable(text(42))),
  cost: z.optional(z.nullable(decimalTextSchema)),
});
export type NewAccountRequest = z.output<typeof newAccountSchema>;

/** A referral code from the page's ?ref= (kept as refCode); unknown codes are ignored, never refused. */
const referralCode = z.optional(z.nullable(text(64)));

/** createAccount: the signed, not yet broadcast payment transfer on an EOSIO chain. */
export const createAccountPayloadSchema = z.object({
  id: swapIdSchema,
  /** The payer's chain (the network config's name: 'eos', 'wax', 'telos', ...). */
  chain: chainNameSchema,
  /** The packed transaction as hex: exactly the bytes the signatures cover. */
  serializedTransaction: hex(8_192),
  signatures: z
    .array(text(256))
    .check(z.minLength(1, "needs a signature"), z.maxLength(4, "at most 4 signatures")),
  referralCode,
});
export type CreateAccountPayload = z.output<typeof createAccountPayloadSchema>;

/**
 * request: a swap request paid on Ethereum (spec 1 §3 'Swap request'). send: the paying address, ETH or
 * USDT, the amount to swap ('0' when only creating an account); receive: the UX account and UTX or UTXRAM
 * (the amount the page computed as send x rate); newAccount: create receive.account first, its cost paid on
 * top of send.amount.
 */
export const swapRequestPayloadSchema = z.object({
  id: swapIdSchema,
  send: swapSideSchema,
  receive: swapSideSchema,
  newAccount: z.optional(z.nullable(newAccountSchema)),
  referralCode,
});
export type SwapRequestPayload = z.output<typeof swapRequestPayloadSchema>;

/** transferOnEthereum: the same request, once its payment is sent, with the payment's hash. */
export const transferOnEthereumPayloadSchema = z.object({
  ...swapRequestPayloadSchema.shape,
  transactionHash: text(66).check(z.regex(/^0x[0-9a-fA-F]{64}$/, "must be a transaction hash (0x + 64 hex)")),
});
export type TransferOnEthereumPayload = z.output<typeof transferOnEthereumPayloadSchema>;

/** getCodeUser: the code itself, or {code}. */
export const getCodeUserPayloadSchema = z.pipe(
  z.union([text(64), z.object({ code: text(64) })]),
  z.transform((payload: string | { code: string }) => (typeof payload === "string" ? payload : payload.code)),
);
