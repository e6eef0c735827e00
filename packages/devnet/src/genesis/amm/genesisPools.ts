import { DEFAULT_FEE_BPS, tokenKey } from "@ux/core/amm";
import type { CreatepoolData } from "@ux/core/amm/contract";
import { assetTextOf, extSymbolOf, type TokenWithDecimals } from "@ux/core/amm/contract";
import { AMM_GENESIS_ACCOUNTS } from "./ammAccounts";
import { AMM_TOKENS, type AmmTokenName, GENESIS_MIN_TRADE_UNITS, tokenWithDecimals } from "./ammTokens";

// The ux chain's genesis pools: realistic balances priced as in GENESIS_USD_PRICES, each with its own LP
// token, and what the test accounts get. Data only: applyAmmGenesis (ammGenesis.ts) pushes it to the AMM.

const LP_DECIMALS = 4;

export interface GenesisPoolSpec {
  readonly pool_name: string;
  readonly description: string;
  /** Token, whole tokens put in, weight in basis points. */
  readonly assets: readonly (readonly [AmmTokenName, bigint, number])[];
  /** LP symbol code (4 decimals, on lptoken.ux). */
  readonly lp: string;
  /** Whole LP tokens issued to the admin: about the pool's USD value, so one LP is worth about $1. */
  readonly initialLp: bigint;
  readonly is_ufx_pool: boolean;
}

/** A pool of the listed tokens, not a UFX pool; most start with 100,000 LP. */
const pool = (
  pool_name: string,
  description: string,
  lp: string,
  assets: GenesisPoolSpec["assets"],
  initialLp = 100_000n,
): GenesisPoolSpec => ({ pool_name, description, assets, lp, initialLp, is_ufx_pool: false });

const ufxPair = (other: AmmTokenName, amount: bigint, lp: string): GenesisPoolSpec => ({
  ...pool(
    `ufx-${other.toLowerCase()}`,
    `UFX pair: UFX and ${other} at equal weights; ufxhop routes through it.`,
    lp,
    [
      ["UFX", 100_000n, 5000],
      [other, amount, 5000],
    ],
  ),
  is_ufx_pool: true,
});

/** The genesis pools, created in this order (pool id = index). */
export const GENESIS_POOLS: readonly GenesisPoolSpec[] = [
  pool(
    "antelope",
    "The Antelope chains' tokens in one pool: UTX, UTXRAM, EOS, TLOS and WAX at equal weights.",
    "LPA",
    [
      ["UTX", 2_000_000n, 2000],
      ["UTXRAM", 1_000_000n, 2000],
      ["EOS", 250_000n, 2000],
      ["TLOS", 1_000_000n, 2000],
      ["WAX", 4_000_000n, 2000],
    ],
    1_000_000n,
  ),
  pool(
    "usdt-utx",
    "USD stablecoin pool: USDT and UTX at equal weights; it anchors USD prices.",
    "LPB",
    [
      ["USDT", 100_000n, 5000],
      ["UTX", 1_000_000n, 5000],
    ],
    200_000n,
  ),
  pool("usdt-eos", "USD stablecoin pool: USDT and EOS at equal weights.", "LPC", [
    ["USDT", 50_000n, 5000],
    ["EOS", 62_500n, 5000],
  ]),
  pool("utx-eos", "UTX and EOS at equal weights.", "LPD", [
    ["UTX", 500_000n, 5000],
    ["EOS", 62_500n, 5000],
  ]),
  pool("eos-wax", "EOS and WAX weighted 80/20.", "LPE", [
    ["EOS", 100_000n, 8000],
    ["WAX", 400_000n, 2000],
  ]),
  pool("utxram-tlos", "UTXRAM and TLOS at equal weights.", "LPF", [
    ["UTXRAM", 250_000n, 5000],
    ["TLOS", 250_000n, 5000],
  ]),
  ufxPair("UTX", 500_000n, "LPG"),
  ufxPair("UTXRAM", 250_000n, "LPH"),
  ufxPair("EOS", 62_500n, "LPI"),
  ufxPair("TLOS", 250_000n, "LPJ"),
  ufxPair("WAX", 1_000_000n, "LPK"),
  ufxPair("USDT", 50_000n, "LPL"),
];

/** What each test account gets on top of the chain genesis, in whole tokens. */
export const TEST_ACCOUNT_AMM_FUNDING = {
  tokens: { EOS: 1_000n, TLOS: 5_000n, WAX: 20_000n, USDT: 1_000n } as Partial<Record<AmmTokenName, bigint>>,
  /** LP of every genesis pool (from the admin's initial LP). */
  lpPerPool: 1_000n,
};

/** A pool's LP token (4 decimals, on lptoken.ux). */
export const lpTokenOf = (spec: GenesisPoolSpec): TokenWithDecimals =>
  tokenWithDecimals(AMM_GENESIS_ACCOUNTS.lpToken, spec.lp, LP_DECIMALS);

/** Whole tokens as an asset text of the token ("1000.0000 EOS"). */
export const wholeTokens = (t: TokenWithDecimals, amount: bigint) =>
  assetTextOf(amount * 10n ** BigInt(t.decimals), t);

/** The createpool data of a genesis pool. */
export function createpoolDataOf(spec: GenesisPoolSpec): CreatepoolData {
  return {
    creator: AMM_GENESIS_ACCOUNTS.admin,
    pool_name: spec.pool_name,
    description: spec.description,
    assets: spec.assets.map(([name, amount, weight]) => {
      const t = AMM_TOKENS[name];
      return {
        ext_symbol: extSymbolOf(t),
        quantity: wholeTokens(t, amount),
        weight,
        min_trade: assetTextOf(GENESIS_MIN_TRADE_UNITS[name], t),
      };
    }),
    lp_symbol: extSymbolOf(lpTokenOf(spec)),
    initial_lp: wholeTokens(lpTokenOf(spec), spec.initialLp),
    fee: DEFAULT_FEE_BPS,
    is_ufx_pool: spec.is_ufx_pool,
  };
}

/** Whole tokens the admin puts into the genesis pools, per token. */
export function genesisLiquidity(): Map<AmmTokenName, bigint> {
  const totals = new Map<AmmTokenName, bigint>();
  for (const spec of GENESIS_POOLS) {
    for (const [name, amount] of spec.assets) totals.set(name, (totals.get(name) ?? 0n) + amount);
  }
  return totals;
}

/** Every token the genesis pools hold, assets and LP, by tokenKey (tests and tools). */
export function genesisTokens(): Map<string, TokenWithDecimals> {
  const tokens = new Map<string, TokenWithDecimals>();
  for (const t of Object.values(AMM_TOKENS)) tokens.set(tokenKey(t), t);
  for (const spec of GENESIS_POOLS) tokens.set(tokenKey(lpTokenOf(spec)), lpTokenOf(spec));
  return tokens;
}
