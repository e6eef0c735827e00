import { aprHundredths, tokenKey } from "@ux/core/amm";
import { decimalToUnits, formatUnits, parseDecimal, USD_DECIMALS, usdValueOfUnits } from "@ux/core/money";
import type { AmmWalletBalances } from "../../shared/amm/ammWalletBalances";
import type { PoolSummary } from "../../shared/api/ammIndexer";
import { type PoolFigures, poolFiguresOf } from "./poolFigures";
import { type PoolType, poolTypeOf } from "./poolTabs";

export interface PoolTokenId {
  readonly symbol: string;
  readonly contract: string;
}

/** The user's LP holding in a pool: not held (or no wallet), still loading, or held (USD null if unpriced). */
export type PoolPosition =
  | { readonly kind: "none" }
  | { readonly kind: "loading" }
  | { readonly kind: "held"; readonly lpUnits: bigint; readonly usdUnits: bigint | null };

/** One row of the Liquidity Pools table (and one card of its mobile variant). */
export interface PoolListRow {
  readonly id: string;
  readonly name: string;
  readonly type: PoolType;
  readonly tokens: readonly PoolTokenId[];
  readonly liquidityUsd: string | undefined;
  readonly volumeUsd: string | undefined;
  readonly aprPercent: string | undefined;
  readonly lp: (PoolTokenId & { readonly decimals: number }) | undefined;
  readonly position: PoolPosition;
}

/** The symbol code of an extended symbol's 'precision,CODE' text ('4,UTX' -> 'UTX'). */
export function symbolCodeOf(sym: string): string {
  const comma = sym.indexOf(",");
  return (comma < 0 ? sym : sym.slice(comma + 1)).trim();
}

export function poolTokensOf(pool: PoolSummary): PoolTokenId[] {
  return pool.assets.map((asset) => ({
    symbol: symbolCodeOf(asset.ext_symbol.sym),
    contract: asset.ext_symbol.contract,
  }));
}

function usdUnitsOf(decimalText: string | undefined): bigint | undefined {
  const value = decimalText === undefined ? null : parseDecimal(decimalText);
  return value === null ? undefined : decimalToUnits(value, USD_DECIMALS, "down");
}

/**
 * Estimated APR in percent as decimal text: the indexer's apy_local_percent, or else the spec's formula
 * (fees_24h / liquidity * 365 * 100, core aprHundredths) from the pool's 24h fees and liquidity.
 */
export function estimatedAprPercent(
  figures: PoolFigures,
  liquidityUsd: string | undefined,
): string | undefined {
  if (figures.apy_local_percent !== undefined) return figures.apy_local_percent;
  const fees = usdUnitsOf(figures.fees_24h_usd_value);
  const liquidity = usdUnitsOf(liquidityUsd);
  if (fees === undefined || liquidity === undefined) return undefined;
  return formatUnits(aprHundredths(fees, liquidity), 2);
}

export function lpTokenOf(pool: PoolSummary): PoolListRow["lp"] {
  if (pool.core_symbol === undefined || pool.core_contract === undefined || pool.core_decimals === undefined)
    return undefined;
  return { symbol: pool.core_symbol, contract: pool.core_contract, decimals: pool.core_decimals };
}

/** The user's position: LP wallet balance, valued at core_usd_value (USD per whole LP token). */
export function poolPosition(
  lp: PoolListRow["lp"],
  lpUsdPrice: string | undefined,
  balances: AmmWalletBalances | undefined,
  balancesLoading: boolean,
): PoolPosition {
  if (balancesLoading) return { kind: "loading" };
  const lpUnits = lp === undefined ? 0n : (balances?.get(tokenKey(lp)) ?? 0n);
  if (lp === undefined || lpUnits <= 0n) return { kind: "none" };
  const usdUnits = lpUsdPrice === undefined ? null : usdValueOfUnits(lpUnits, lp.decimals, lpUsdPrice);
  return { kind: "held", lpUnits, usdUnits };
}

export interface WalletPositions {
  readonly balances: AmmWalletBalances | undefined;
  readonly loading: boolean;
}

/** The rows of one tab (standard: every non-UFX pool; ufx: the UFX pairs), in summary order. */
export function poolListRows(
  pools: readonly PoolSummary[],
  type: PoolType,
  wallet: WalletPositions,
): PoolListRow[] {
  return pools
    .filter((pool) => poolTypeOf(pool.is_ufx_pool) === type)
    .map((pool) => {
      const figures = poolFiguresOf(pool);
      const lp = lpTokenOf(pool);
      return {
        id: pool.id,
        name: pool.pool_name,
        type,
        tokens: poolTokensOf(pool),
        liquidityUsd: pool.liquidity_usd_value,
        volumeUsd: figures.volume_24h_usd_value,
        aprPercent: estimatedAprPercent(figures, pool.liquidity_usd_value),
        lp,
        position: poolPosition(lp, figures.core_usd_value, wallet.balances, wallet.loading),
      };
    });
}
