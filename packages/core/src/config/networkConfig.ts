import { z } from "zod";

/**
 * The runtime network config served as /config.json. One build of the app serves every network, so
 * nothing here is a build-time constant; the app parses it with this schema and refuses anything else.
 */

export const NETWORK_KINDS = ["local", "testnet", "mainnet"] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

const url = z.string().url();

export const balanceTokenSchema = z.object({
  contract: z.string().min(1),
  symbol: z.string().regex(/^[A-Z]{1,7}$/),
  decimals: z.number().int().min(0).max(18),
});
export type BalanceToken = z.infer<typeof balanceTokenSchema>;

export const extendedSymbolSchema = z.object({
  contract: z.string().min(1),
  symbol: z.string().regex(/^[A-Z]{1,7}$/),
  decimals: z.number().int().min(0).max(18),
});

export const chainConfigSchema = z.object({
  /** Key of the chain in the config (ux, eos, wax, telos, jungle4, ..., eth). */
  name: z.string().min(1),
  label: z.string().min(1),
  chain_id: z.string().min(1),
  type: z.enum(["eosio", "ethereum"]),
  api: url,
  hyperion: url.optional(),
  explorer: url.optional(),
  txExplorer: url.optional(),
  bridgeChainName: z.string().optional(),
  bridgeContract: z.string().optional(),
  proofSocket: z.string().optional(),
  /** Whether the chain has return-value activation (changes act_digest for IBC proofs). */
  returnValue: z.boolean().default(false),
  /** Wallet kind used to sign on this chain: anchor, metamask, privatekey (devnet only). */
  wallet: z.string().min(1),
  /** Tokens whose balances the Wallet page lists for this chain. */
  balances: z.array(balanceTokenSchema).default([]),
  /** The guaranteed-push flag: send_transaction2 is used when set. */
  apiPushGuarantee: z.boolean().default(false),
  /** Ethereum only: numeric chain id the browser wallet must be on. */
  ethChainId: z.number().int().positive().optional(),
  /** ux only: the LP token family and the AMM contract. */
  lptoken: extendedSymbolSchema.optional(),
  amm: z.string().optional(),
});
export type ChainConfig = z.infer<typeof chainConfigSchema>;

export const servicesSchema = z.object({
  ammIndexer: url,
  chartIndex: url,
  ammSocket: url,
  stakeSocket: url,
  swapSocket: url,
});
export type ServicesConfig = z.infer<typeof servicesSchema>;

export const testAccountSchema = z.object({
  chain: z.string().min(1),
  account: z.string().min(1),
  permission: z.string().default("active"),
  privateKey: z.string().min(1),
});
export type TestAccount = z.infer<typeof testAccountSchema>;

export const networkConfigSchema = z.object({
  network: z.enum(NETWORK_KINDS),
  productName: z.string().min(1),
  chains: z.record(z.string(), chainConfigSchema),
  services: servicesSchema,
  /** Local network only: devnet accounts the app may log in with ('Use Test Account'). */
  testAccounts: z.array(testAccountSchema).default([]),
});
export type NetworkConfig = z.infer<typeof networkConfigSchema>;

/** Parses an untrusted config; throws a readable error that names the first bad field. */
export function parseNetworkConfig(input: unknown): NetworkConfig {
  const result = networkConfigSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join(".") || "config";
    throw new Error(`Invalid network config at ${where}: ${issue?.message ?? "unknown error"}`);
  }
  const config = result.data;
  if (config.network !== "local" && config.testAccounts.length > 0) {
    throw new Error("Invalid network config: test accounts are allowed on the local network only");
  }
  return config;
}
