import * as z from "zod/mini";
import { assetTextSchema } from "../../contracts/chainJson";
import { decimalTextSchema, swapIdSchema, swapSideSchema, tokenRefSchema } from "./swapPayloads";

/*
 * What the swap service sends (swapSocketEvents.ts), for the pages to parse rather than trust.
 */

const int = () => z.int().check(z.gte(0));
const txId = z.string().check(z.regex(/^(0x)?[0-9a-f]{64}$/, "expected a transaction id"));

/** A token the service accepts or pays (spec 1 §3 'Swap asset'). */
export const swapAssetSchema = z.object({
  symbol: z.string(),
  chain: z.string(),
  decimals: int(),
  /** The Antelope token contract or the ERC-20 address; null for ETH. */
  tokenContract: z.nullable(z.string()),
  /** The account payments go to on an EOSIO chain (null on Ethereum). */
  swapFund: z.nullable(z.string()),
  /** The address payments go to on Ethereum (null on EOSIO chains). */
  ourAddress: z.nullable(z.string()),
});
export type SwapAsset = z.output<typeof swapAssetSchema>;

/** A Resources pair: receive = send x rate; limits in the send token (spec 1 §3 'Limits'). */
export const swapPairSchema = z.object({
  send: tokenRefSchema,
  receive: tokenRefSchema,
  rate: decimalTextSchema,
  minTx: decimalTextSchema,
  maxTx: decimalTextSchema,
  maxTxKYC: decimalTextSchema,
});
export type SwapPair = z.output<typeof swapPairSchema>;

export const pairsSchema = z.array(swapPairSchema);

/** USD rate per token symbol (USDT is 1). */
export const ratesSchema = z.record(z.string(), decimalTextSchema);

/** liveInfo: what account creation costs and grants (spec 1 §3 'Onboarding info'), and what pays for it. */
export const liveInfoSchema = z.object({
  onboarding: z.object({
    /** USD, decimal text. */
    cost: decimalTextSchema,
    cpu: assetTextSchema,
    net: assetTextSchema,
    ram: assetTextSchema,
  }),
  /** Every payment token and where to pay it. */
  assets: z.array(swapAssetSchema),
  /** The account cost in each payment token (rounded up: paying this is never short). */
  costs: z.array(z.object({ symbol: z.string(), chain: z.string(), amount: decimalTextSchema })),
  /** Ethereum confirmations before anything moves on UX (3). */
  confirmationsRequired: int(),
});
export type LiveInfo = z.output<typeof liveInfoSchema>;

/** requestAccepted: what to send, exactly, for request `id` (before `expiresAt`, ms). */
export const requestAcceptedSchema = z.object({
  id: swapIdSchema,
  send: swapSideSchema,
  receive: swapSideSchema,
  /** The address to send to: ourAddress for ETH, the ERC-20 contract for USDT. */
  to: z.string(),
  /** ETH value or token amount, decimal text: send.amount plus any new-account cost. */
  amount: decimalTextSchema,
  /** The same in the token's smallest units (wei, USDT units), integer text. */
  units: z.string().check(z.regex(/^\d+$/)),
  /** The transaction's data: it names this request (ethPaymentData / erc20PaymentData). */
  data: z.string().check(z.regex(/^0x[0-9a-f]*$/)),
  /** Part of `amount` that pays for the new account ('0' without one). */
  accountCost: decimalTextSchema,
  expiresAt: int(),
});
export type RequestAccepted = z.output<typeof requestAcceptedSchema>;

/** How the answers about a paid job name it: the job's id and the payment's transaction. */
const paidJob = { uuid: swapIdSchema, orderTxId: txId };

/** confirmations: the Ethereum payment's depth, pushed as it grows (spec 'Transaction confirmation n/3'). */
export const confirmationsSchema = z.object({
  ...paidJob,
  confirmations: int(),
  required: int(),
});
export type Confirmations = z.output<typeof confirmationsSchema>;

/** accountCreated: the payment (orderTxId) and the UX transaction that created the account. */
export const accountCreatedSchema = z.object({
  ...paidJob,
  transaction_id: txId,
  account: z.string(),
});
export type AccountCreated = z.output<typeof accountCreatedSchema>;

/** swapCompleted: the payment and the UX transaction that paid the receiver (`receive.quantity`). */
export const swapCompletedSchema = z.object({
  ...paidJob,
  clientClaim: z.object({ transaction_id: txId }),
  receive: z.object({ account: z.string(), quantity: assetTextSchema }),
});
export type SwapCompleted = z.output<typeof swapCompletedSchema>;

/** txError: a job that failed after the payment; `refund` is the payment sent back (null while pending). */
export const txErrorSchema = z.object({
  uuid: swapIdSchema,
  error: z.string(),
  refund: z.nullable(z.object({ chain: z.string(), transaction_id: txId, amount: z.string() })),
});
export type TxError = z.output<typeof txErrorSchema>;

/** A referral link (spec 1 §3 'Referral code'): users counts the accounts created with it. */
export const referralCodeEntrySchema = z.object({
  code: z.string(),
  link: z.string(),
  users: int(),
  createdAt: int(),
});
export type ReferralCodeEntry = z.output<typeof referralCodeEntrySchema>;

export const codesListSchema = z.array(referralCodeEntrySchema);

/** codeUser: whose link a code is (null when no account has it) and how many used it. */
export const codeUserSchema = z.object({
  code: z.string(),
  account: z.nullable(z.string()),
  users: int(),
});
export type CodeUser = z.output<typeof codeUserSchema>;
