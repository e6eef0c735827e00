import * as z from "zod/mini";
import { parseInSlices, type YieldNow } from "../validation/parseInSlices";
import { normalizePushGuaranteeFlag } from "./pushGuaranteeFlag";

/**
 * The runtime network config served as /config.json. One build of the app serves every network, so
 * nothing here is a build-time constant; the app parses it with this schema and refuses anything else.
 * zod/mini because the app parses this before the landing page renders and the classic API cannot be
 * tree-shaken (about 20 kB gzipped of the landing budget).
 */

export const NETWORK_KINDS = ["local", "testnet", "mainnet"] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

const url = z.url();
const nonEmpty = () => z.string().check(z.minLength(1));
const symbolCode = () => z.string().check(z.regex(/^[A-Z]{1,7}$/));
const decimals = () => z.number().check(z.int(), z.gte(0), z.lte(18));

export const TOKEN_LOGO_RULE =
  "a token logo must be an https URL or a root-relative path like /tokens/utx.svg";

/**
 * Whether `text` may be a token's logo: an https URL, or a path on the app's own origin ('/tokens/utx.svg',
 * a file shipped in the app's public folder). Plain http, other schemes (data:, javascript:), protocol-relative
 * ('//host/x') and page-relative paths are refused: the first two would be blocked or unsafe, the last two
 * would resolve against whichever page shows the icon.
 */
export function isTokenLogo(text: string): boolean {
  if (/[\s\\]/.test(text)) return false;
  if (text.startsWith("/")) return /^\/[^/]/.test(text);
  if (!/^https:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== "";
  } catch {
    return false;
  }
}

const tokenLogo = () => z.string({ error: TOKEN_LOGO_RULE }).check(z.refine(isTokenLogo, TOKEN_LOGO_RULE));

export const balanceTokenSchema = z.object({
  contract: nonEmpty(),
  symbol: symbolCode(),
  decimals: decimals(),
  /** The token's logo, shown in place of its letter avatar (falling back to the letters if it fails to load). */
  logo: z.optional(tokenLogo()),
});
export type BalanceToken = z.infer<typeof balanceTokenSchema>;

export const extendedSymbolSchema = z.object({
  contract: nonEmpty(),
  symbol: symbolCode(),
  decimals: decimals(),
});

/**
 * A token the Bridge page offers from this chain to `pairedChainId` (spec: bridge token entry). `native`:
 * the token is this chain's; the user transfers it from `nativeTC` to `wrapLockContract` (memo: the
 * beneficiary) and it is issued on the paired chain by `pairedWrapTC`. `wrapped`: the token is the paired
 * chain's, held here on `pairedWrapTC`; the user retires it and `wrapLockContract` on the paired chain
 * releases it from `nativeTC`. `sourceLockTC` is the token contract the user's transaction acts on here.
 */
export const bridgeTokenSchema = z.object({
  symbol: symbolCode(),
  decimals: decimals(),
  nativeTC: nonEmpty(),
  pairedWrapTC: nonEmpty(),
  sourceLockTC: nonEmpty(),
  wrapLockContract: nonEmpty(),
  pairedChainId: nonEmpty(),
  group: z.enum(["native", "wrapped"]),
});
export type BridgeToken = z.infer<typeof bridgeTokenSchema>;

export const chainConfigSchema = z.object({
  /** Key of the chain in the config (ux, eos, wax, telos, jungle4, ..., eth). */
  name: nonEmpty(),
  label: nonEmpty(),
  chain_id: nonEmpty(),
  type: z.enum(["eosio", "ethereum"]),
  api: url,
  /**
   * Other public endpoints of the same chain the user may choose instead of `api`, the default (the node
   * settings panel; see nodeChoice.ts). Duplicates of `api` or of each other are harmless.
   */
  apis: z.optional(z.array(url)),
  hyperion: z.optional(url),
  explorer: z.optional(url),
  txExplorer: z.optional(url),
  bridgeChainName: z.optional(z.string()),
  bridgeContract: z.optional(z.string()),
  proofSocket: z.optional(z.string()),
  /** Whether the chain has return-value activation (changes act_digest for IBC proofs). */
  returnValue: z._default(z.boolean(), false),
  /** Wallet kind used to sign on this chain: anchor, metamask, privatekey (devnet only). */
  wallet: nonEmpty(),
  /** Tokens whose balances the Wallet page lists for this chain. */
  balances: z._default(z.array(balanceTokenSchema), []),
  /**
   * Token contracts whose every symbol the account holds is listed too: for contracts with one symbol per
   * expiry (QuickStake's TU and TC instruments), which no fixed list can name.
   */
  balanceContracts: z.optional(z.array(nonEmpty())),
  /** The guaranteed-push flag: send_transaction2 is used when set. Configs spell it `apiPushGurantee`. */
  apiPushGuarantee: z._default(z.boolean(), false),
  /** Ethereum only: numeric chain id the browser wallet must be on. */
  ethChainId: z.optional(z.number().check(z.int(), z.positive())),
  /** ux only: the UX EVM gateway's JSON-RPC URL (chain id 71) that browser wallets add. */
  evmRpc: z.optional(url),
  /** ux only: the LP token family and the AMM contract. */
  lptoken: z.optional(extendedSymbolSchema),
  amm: z.optional(z.string()),
  /** ux only: the QuickStake contract, whose actions the user's wallet checks before co-signing a stake. */
  stake: z.optional(z.string()),
  /** ux only: the KYC registry whose `verified` rows get the larger maximum per Resources swap (maxTxKYC). */
  kyc: z.optional(z.string()),
  /** Tokens the Bridge page can send from this chain (lock or retire here), per paired chain. */
  bridgeTokens: z.optional(z.array(bridgeTokenSchema)),
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
  chain: nonEmpty(),
  account: nonEmpty(),
  permission: z._default(z.string(), "active"),
  privateKey: nonEmpty(),
});
export type TestAccount = z.infer<typeof testAccountSchema>;

export const networkConfigSchema = z.object({
  network: z.enum(NETWORK_KINDS),
  productName: nonEmpty(),
  chains: z.record(z.string(), chainConfigSchema),
  services: servicesSchema,
  /** Local network only: devnet accounts the app may log in with ('Use Test Account'). */
  testAccounts: z._default(z.array(testAccountSchema), []),
  /**
   * Local network only: the devnet's system and contract accounts under its development key, for
   * operators and tools administering the local chains; never offered as test accounts.
   */
  adminAccounts: z.optional(z.array(testAccountSchema)),
});
export type NetworkConfig = z.infer<typeof networkConfigSchema>;

/** Parses an untrusted config; throws a readable error that names the first bad field. */
export function parseNetworkConfig(input: unknown): NetworkConfig {
  return checkedNetworkConfig(networkConfigSchema.safeParse(normalizePushGuaranteeFlag(input)));
}

/** The fields that carry a config's weight (about 20 kB for the local network's): parsed item by item. */
const HEAVY_FIELDS = ["chains", "testAccounts", "adminAccounts"] as const;

/**
 * parseNetworkConfig in slices that give the thread back (see parseInSlices): the same config or the same
 * error, without a long task where the app parses it before its first page.
 */
export async function parseNetworkConfigInSlices(input: unknown, yieldNow: YieldNow): Promise<NetworkConfig> {
  const flagged = normalizePushGuaranteeFlag(input);
  return checkedNetworkConfig(await parseInSlices(networkConfigSchema, flagged, HEAVY_FIELDS, yieldNow));
}

/** The config parsed, or a readable error naming the first bad field; accounts only on the local network. */
function checkedNetworkConfig(result: z.core.util.SafeParseResult<NetworkConfig>): NetworkConfig {
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join(".") || "config";
    throw new Error(`Invalid network config at ${where}: ${issue?.message ?? "unknown error"}`);
  }
  const config = result.data;
  if (config.network !== "local" && config.testAccounts.length > 0) {
    throw new Error("Invalid network config: test accounts are allowed on the local network only");
  }
  if (config.network !== "local" && config.adminAccounts !== undefined) {
    throw new Error("Invalid network config: admin accounts are allowed on the local network only");
  }
  return config;
}
