import { formatRational, rational } from "@ux/core/amm";
import {
  decimalToUnits,
  formatDisplay,
  formatUnits,
  mulDiv,
  parseDecimal,
  USD_DECIMALS,
} from "@ux/core/money";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import { type AmmWalletBalances, balanceOf } from "../../shared/amm/ammWalletBalances";
import { summaryPoolOf } from "../../shared/amm/usdPrices";
import type { AmmSummary, PoolSummary } from "../../shared/api/ammIndexer";
import { poolUsdRates, usdUnitsOf } from "./usdRates";

export interface PositionTokenShare {
  readonly symbol: string;
  /** The user's share of the pool's balance of this token, 4 decimals rounded down. */
  readonly amountText: string;
}

export interface PositionRow {
  readonly poolName: string;
  readonly description: string;
  readonly lpSymbol: string;
  /** LP held, 4 decimals rounded down. */
  readonly lpText: string;
  /** Share of the pool's LP supply in percent, 4 decimals rounded down ('1.2345'). */
  readonly sharePercentText: string;
  readonly tokens: readonly PositionTokenShare[];
  /** USD value as decimal text (USD_DECIMALS digits), null when it cannot be priced. */
  readonly usdValue: string | null;
}

/**
 * One row per pool whose LP token the user holds (UFX pools included: their LP can be removed too). The
 * token shares are floor(balance * lp / supply); the USD value is the sum of those shares at the indexer's
 * prices, or, when a token has no price, the pool's liquidity_usd_value times the LP share.
 */
export function positionRows(
  entries: readonly AmmPoolEntry[],
  balances: AmmWalletBalances | undefined,
  summary: AmmSummary | undefined,
): PositionRow[] {
  return entries.flatMap(({ pool, description }) => {
    const lp = balanceOf(balances, pool.lp);
    if (lp <= 0n) return [];
    const supply = pool.lp.supply;
    const shares = pool.assets.map((asset) => ({
      asset,
      amount: supply > 0n ? mulDiv(asset.balance, lp, supply, "down") : 0n,
    }));
    const rates = poolUsdRates(summary, pool);
    const priced = shares.map(({ asset, amount }) => usdUnitsOf(amount, asset, rates));
    const usdUnits = priced.every((v) => v !== null)
      ? priced.reduce((sum, v) => sum + v, 0n)
      : liquidityShareUsd(summaryPoolOf(summary?.pools, pool), lp, supply);
    return [
      {
        poolName: pool.pool_name,
        description,
        lpSymbol: pool.lp.symbol,
        lpText: formatDisplay(lp, pool.lp.decimals),
        sharePercentText: lpSharePercentText(lp, supply),
        tokens: shares.map(({ asset, amount }) => ({
          symbol: asset.symbol,
          amountText: formatDisplay(amount, asset.decimals),
        })),
        usdValue: usdUnits === null ? null : formatUnits(usdUnits, USD_DECIMALS),
      },
    ];
  });
}

/** The pool's liquidity_usd_value times the LP share (USD_DECIMALS units, rounded down); null when unknown. */
function liquidityShareUsd(summaryPool: PoolSummary | undefined, lp: bigint, supply: bigint): bigint | null {
  const text = summaryPool?.liquidity_usd_value;
  const liquidity = text === undefined ? null : parseDecimal(text);
  if (liquidity === null || supply <= 0n) return null;
  return mulDiv(decimalToUnits(liquidity, USD_DECIMALS, "down"), lp, supply, "down");
}

/** `lp` as a percent of `supply`, 4 decimals rounded down ('1.2345'); '0.0000' for an empty pool. */
export function lpSharePercentText(lp: bigint, supply: bigint): string {
  return supply > 0n ? formatRational(rational(lp * 100n, supply), 4, "down") : "0.0000";
}
