import { ETH_CONFIRMATIONS_REQUIRED } from "@ux/core/accounts";
import { isValidAccountName } from "@ux/core/names";
import { z } from "zod";

/*
 * The swap service's part of the services config (`swap`; ARCHITECTURE.md §8). Every signer is a narrow
 * permission linked on chain to what it exists to do (README 'The swap fund'): never owner or active, so
 * whatever a tricked service signs, the chain accepts it for those actions only.
 */

const account = z.string().refine(isValidAccountName, "must be an account name");
const permission = z.string().regex(/^[a-z1-5.]{1,12}$/, "must be a permission name");
const narrowSigner = (what: string) =>
  z
    .object({ account, permission, privateKey: z.string().min(1) })
    .refine(
      (signer) => signer.permission !== "owner" && signer.permission !== "active",
      `${what} must sign with a dedicated permission linked to its actions, not owner or active`,
    );
const decimal = z.string().regex(/^\d+(\.\d+)?$/, "must be decimal text like '2.5'");
const positiveDecimal = decimal.refine((text) => /[1-9]/.test(text), "must be above zero");
const symbol = z.string().regex(/^[A-Z]{1,7}$/, "must be a token symbol");
const chainName = z.string().regex(/^[a-z][a-z0-9]{0,19}$/, "must be a chain name");
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be an Ethereum address");

/** An EOSIO chain that pays for accounts: where payments go (the fund) and the key that refunds them. */
const antelopePayer = z.object({
  chain: chainName,
  api: z.url(),
  hyperion: z.url().optional(),
  fund: narrowSigner("a payer chain's fund"),
  tokens: z.array(z.object({ symbol, contract: account, decimals: z.number().int().min(0).max(18) })).min(1),
});
export type AntelopePayerConfig = z.output<typeof antelopePayer>;

/** Ethereum: the address payments go to, its key (refunds only), and the tokens it takes (ETH: no address). */
const ethereum = z.object({
  chain: chainName.default("eth"),
  rpc: z.url(),
  chainId: z.number().int().positive(),
  ourAddress: address,
  refundKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "must be a 32-byte private key as 0x hex"),
  confirmations: z.number().int().min(1).max(100).default(ETH_CONFIRMATIONS_REQUIRED),
  tokens: z
    .array(z.object({ symbol, decimals: z.number().int().min(0).max(36), address: address.nullable() }))
    .min(1),
});
export type EthereumConfig = z.output<typeof ethereum>;

const pair = z.object({
  send: z.object({ symbol, chain: chainName }),
  receive: z.object({ symbol: z.enum(["UTX", "UTXRAM"]), chain: z.literal("ux").default("ux") }),
  rate: positiveDecimal,
  minTx: decimal,
  maxTx: positiveDecimal,
  maxTxKYC: positiveDecimal,
});
export type PairConfig = z.output<typeof pair>;

export const swapConfigSchema = z.object({
  /** The swap fund on UX: creates accounts, buys their resources, pays swaps (its `swap` permission). */
  fund: narrowSigner("the swap fund"),
  /** etheraccount's permission (satisfied by the fund's) that links a new account to its Ethereum payer. */
  etheraccount: z.object({ contract: account, permission }),
  /** Accounts created for an Ethereum address let this account act for them (pushEosTransaction). */
  evmGateway: account,
  /** The KYC registry: its `verified` rows get maxTxKYC. */
  kycContract: account,
  /** What a new account costs, in USD. */
  accountCostUsd: decimal,
  /** USD per whole token, by symbol (USDT always counts as 1). */
  usdRates: z.record(symbol, positiveDecimal),
  antelopePayers: z.array(antelopePayer).default([]),
  ethereum: ethereum.optional(),
  pairs: z.array(pair).default([]),
  /** The page links point to (`{base}?ref={code}`); the app's origin. */
  referralLinkBase: z.url().default("http://127.0.0.1:8080/"),
  /** A request's payment must arrive (be mined) within this time. */
  requestTtlMs: z
    .number()
    .int()
    .positive()
    .default(30 * 60_000),
  /** The jobs are advanced this often while some are unfinished. */
  pollMs: z.number().int().positive().default(500),
  /**
   * ...and looked for this often while none is: a paid order wakes the worker at once (on any instance),
   * so this only finds one whose announcement was missed.
   */
  idlePollMs: z.number().int().positive().default(10_000),
  /** A UX or refund transaction expires this long after it is signed (short: a lost one is known dead soon). */
  expireSeconds: z.number().int().min(30).max(3_600).default(120),
});
export type SwapConfig = z.output<typeof swapConfigSchema>;
