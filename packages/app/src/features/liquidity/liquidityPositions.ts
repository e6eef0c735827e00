import { formatRational, rational } from "@ux/core/amm/rational";
import { USD_DECIMALS } from "@ux/core/money/constants";
import { decimalToUnits, parseDecimal } from "@ux/core/money/decimalValue";
import { formatDisplay } from "@ux/core/money/display";
import { formatUnits } from "@ux/core/money/unitsText";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import { type AmmWalletBalances, balanceOf } from "../../shared/amm/ammWalletBalances";
import type { AmmSummary } from "../../shared/api/ammIndexer";
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
      amount: supply > 0n ? (asset.balance * lp) / supply : 0n,
    }));
    const rates = poolUsdRates(summary, pool);
    const priced = shares.map(({ asset, amount }) => usdUnitsOf(amount, asset, rates));
    let usdUnits: bigint | null = null;
    if (priced.every((v) => v !== null)) {
      usdUnits = priced.reduce<bigint>((sum, v) => sum + (v ?? 0n), 0n);
    } else {
      usdUnits = liquidityShareUsd(summary, pool.id, pool.pool_name, lp, supply);
    }
    return [
      {
        poolName: pool.pool_name,
        description,
        lpSymbol: pool.lp.symbol,
        lpText: formatDisplay(lp, pool.lp.decimals),
        sharePercentText: supply > 0n ? formatRational(rational(lp * 100n, supply), 4, "down") : "0.0000",
        tokens: shares.map(({ asset, amount }) => ({
          symbol: asset.symbol,
          amountText: formatDisplay(amount, asset.decimals),
        })),
        usdValue: usdUnits === null ? null : formatUnits(usdUnits, USD_DECIMALS),
      },
    ];
  });
}

function liquidityShareUsd(
  summary: AmmSummary | undefined,
  id: number,
  name: string,
  lp: bigint,
  supply: bigint,
): bigint | null {
  const pool =
    summary?.pools.find((p) => p.id === String(id)) ?? summary?.pools.find((p) => p.pool_name === name);
  const liquidity = pool?.liquidity_usd_value === undefined ? null : parseDecimal(pool.liquidity_usd_value);
  if (liquidity === null || liquidity === undefined || supply <= 0n) return null;
  return (decimalToUnits(liquidity, USD_DECIMALS, "down") * lp) / supply;
}
