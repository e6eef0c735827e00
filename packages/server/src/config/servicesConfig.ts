import { INSTANCE_NAME } from "@ux/core/http";
import { isValidSymbolCode } from "@ux/core/money";
import { isValidAccountName } from "@ux/core/names";
import { STAKE_OPERATOR_PERMISSION } from "@ux/core/stake/contract";
import { z } from "zod";
import { swapConfigSchema } from "../swap/swapConfig";

/** The local layout's service ports (packages/launcher/src/localPorts.ts, services base 8700). */
export const DEFAULT_SERVICE_PORTS = {
  ammIndexer: 8700,
  chartIndex: 8701,
  ammSocket: 8702,
  stakeSocket: 8703,
  swapSocket: 8704,
} as const;

const account = z.string().refine(isValidAccountName, "must be an account name");
const signer = z.object({
  account,
  permission: z
    .string()
    .regex(/^[a-z1-5.]{1,12}$/)
    .default("active"),
  /** WIF or PVT_K1_ private key. */
  privateKey: z.string().min(1),
});

const port = z.number().int().min(0).max(65_535);

const rateLimit = z.object({
  count: z.number().int().positive(),
  windowMs: z.number().int().positive(),
});

/**
 * The payer signs with a permission of its own, linked on chain to its noop alone (README: 'The resource
 * payer on a real network'), never with owner or active, which would let a tricked service sign anything.
 */
const payerSigner = signer.refine(
  (payer) => payer.permission !== "owner" && payer.permission !== "active",
  "the payer must sign with a dedicated permission linked to its noop only, not owner or active",
);

/**
 * QuickStake (ARCHITECTURE.md §7): the contract, and the operator whose `reward` permission (linked on chain
 * to the contract's `stake` alone) co-signs the stakes the service builds. Never owner or active.
 */
const stakeConfig = z.object({
  contract: account,
  operator: signer
    .extend({
      permission: z
        .string()
        .regex(/^[a-z1-5.]{1,12}$/)
        .default(STAKE_OPERATOR_PERMISSION),
    })
    .refine(
      (operator) => operator.permission !== "owner" && operator.permission !== "active",
      "the operator must sign with its reward permission (linked to the stake action only), not owner or active",
    ),
  /** The published curve and the day are checked this often (expiryRates change at UTC midnight, chain time). */
  ratesPollMs: z.number().int().positive().default(5_000),
  /** Pending co-signed transactions are looked for in the owner's history this often. */
  watchPollMs: z.number().int().positive().default(1_000),
  /**
   * ...and the database for new ones this often while none is pending: a co-signed request wakes the watch
   * at once (on any instance), so this only finds one whose announcement was missed.
   */
  watchIdlePollMs: z.number().int().positive().default(10_000),
  /** A co-signed transaction expires this long after the head block (at most; never past UTC midnight). */
  expireSeconds: z.number().int().min(60).max(3_600).default(300),
});

/** A source chain's proof server (src/proof): its public node API, history, and the proof socket's port. */
const proofChainConfig = z.object({
  api: z.url(),
  /** Hyperion v2 base URL (block actions for action proofs); the api when absent (the devnet serves both). */
  hyperion: z.url().optional(),
  port,
});

const DEFAULT_LIMITS = {
  payForResourcesPerAccount: { count: 30, windowMs: 60_000 },
  payForResourcesPerConnection: { count: 30, windowMs: 60_000 },
  getNoncePerConnection: { count: 10, windowMs: 60_000 },
  stakeRequestsPerAccount: { count: 20, windowMs: 60_000 },
  stakeRequestsPerConnection: { count: 20, windowMs: 60_000 },
  swapOrdersPerConnection: { count: 20, windowMs: 60_000 },
};

/**
 * What main.ts reads (JSON file given with --config, or the UX_SERVICES_CONFIG environment variable) and
 * startServices takes. Keys only come from this config: the devnet's are deterministic test keys.
 */
export const servicesConfigSchema = z.object({
  /** The UX chain's nodeos API (http://127.0.0.1:8888 on the devnet). */
  chainApi: z.url(),
  /** Hyperion v2 base URL for history; the chain API when absent (the devnet serves both). */
  hyperionApi: z.url().optional(),
  /** The AMM contract account (chains.ux.amm of the network config). */
  ammContract: account,
  /** Pays CPU/NET for users' AMM transactions: its noop goes first (payForResources). */
  payer: payerSigner,
  /** Signs settle actions: must be the contract's config.keeper. */
  keeper: signer,
  /** QuickStake's stake socket; without it the stake service does not start. */
  stake: stakeConfig.optional(),
  /** Account creation, Resources swaps and referrals (the swap socket); without it the service does not start. */
  swap: swapConfigSchema.optional(),
  /** Proof sockets per source chain (config.chains.<chain>.proofSocket); none start without it. */
  proof: z
    .object({
      chains: z.record(z.string().regex(/^[a-z1-5.]{1,12}$/), proofChainConfig),
      /** The irreversible block is polled this often while a proof request waits (blocks every 500 ms). */
      pollMs: z.number().int().positive().default(250),
      /**
       * ...and this often while none waits: each poll fetches the blocks since the last at once. A request
       * for a newer block polls at once, so a long idle interval delays no proof.
       */
      idlePollMs: z.number().int().positive().default(10_000),
    })
    .optional(),
  ports: z
    .object({
      ammIndexer: port,
      chartIndex: port,
      ammSocket: port,
      stakeSocket: port.default(DEFAULT_SERVICE_PORTS.stakeSocket),
      swapSocket: port.default(DEFAULT_SERVICE_PORTS.swapSocket),
    })
    .default({ ...DEFAULT_SERVICE_PORTS }),
  host: z.string().default("127.0.0.1"),
  /** PostgreSQL connection string; embedded PGlite under dataDir when absent. */
  databaseUrl: z.string().optional(),
  /**
   * This instance's name among several on one PostgreSQL (DEPLOYMENT.md): its socket.io session ids start
   * with it, so a balancer can keep a session on it; its leader-lock connections show it.
   */
  instance: z.string().regex(INSTANCE_NAME, "must be 1-16 lowercase letters and digits").optional(),
  /** On PostgreSQL, a standby instance asks for a job's leader lock this often. */
  leaderRetryMs: z.number().int().min(100).max(30_000).default(1_000),
  dataDir: z.string().optional(),
  /** Keeper pass every few blocks (3 blocks of 500 ms). */
  keeperIntervalMs: z.number().int().positive().default(1_500),
  indexerIntervalMs: z.number().int().positive().default(5_000),
  /** Re-push unacknowledged reports to connected owners this often. */
  reportResendMs: z.number().int().positive().default(30_000),
  maxOrdersPerSettle: z.number().int().positive().max(1_000).default(50),
  /** Indexer status turns 'delayed' past this lag. */
  maxIndexLagSeconds: z.number().int().positive().default(60),
  /** Accounts no session may act as, besides the payer, the keeper, the AMM and any contract account. */
  reservedAccounts: z.array(account).default([]),
  limits: z
    .object({
      payForResourcesPerAccount: rateLimit.default(DEFAULT_LIMITS.payForResourcesPerAccount),
      payForResourcesPerConnection: rateLimit.default(DEFAULT_LIMITS.payForResourcesPerConnection),
      getNoncePerConnection: rateLimit.default(DEFAULT_LIMITS.getNoncePerConnection),
      /** requestStake, requestUnstake and requestRedeem together. */
      stakeRequestsPerAccount: rateLimit.default(DEFAULT_LIMITS.stakeRequestsPerAccount),
      stakeRequestsPerConnection: rateLimit.default(DEFAULT_LIMITS.stakeRequestsPerConnection),
      /** createAccount, request, transferOnEthereum and getNewCode together. */
      swapOrdersPerConnection: rateLimit.default(DEFAULT_LIMITS.swapOrdersPerConnection),
    })
    .default(DEFAULT_LIMITS),
  stablecoin: z
    .object({
      symbol: z.string().refine(isValidSymbolCode, "must be a token symbol code (1-7 letters A-Z)"),
      contract: account.nullable().default(null),
    })
    .optional(),
});
export type ServicesConfigInput = z.input<typeof servicesConfigSchema>;
export type ServicesConfig = z.output<typeof servicesConfigSchema>;

export function parseServicesConfig(input: unknown): ServicesConfig {
  const result = servicesConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`Invalid services config at ${issue?.path.join(".") || "config"}: ${issue?.message}`);
}
