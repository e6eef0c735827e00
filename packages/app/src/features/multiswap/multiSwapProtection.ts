import {
  BPS,
  lpSpotPrice,
  type Pool,
  type Rational,
  rational,
  sameToken,
  spotPrice,
  type TokenId,
} from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { formatDisplay } from "@ux/core/money";
import { impactAgainstIdeal, unitsSpot } from "../../shared/slippage/priceImpact";
import { protectedMinimum } from "../../shared/slippage/protectedMinimum";
import type { MultiSwapSummary } from "./multiSwapSummary";

/** One receive token's protection: the minimum shown (and sent, order by order) and its price impact. */
export interface MultiSwapOutputProtection {
  readonly token: TokenWithDecimals;
  /** The sum of every order's minimum for this token (units). */
  readonly minimum: bigint;
  /** Formatted as the Summary View formats the estimate, with the symbol ('9.9289 UTX'). */
  readonly minimumText: string;
  /** Against the pool's spot price before the trade; null when a pool balance is empty. */
  readonly impactBps: bigint | null;
}

export interface MultiSwapProtection {
  readonly outputs: readonly MultiSwapOutputProtection[];
  /** Per send row (per placeorder), per receive row: the minimum that placeorder sends on chain. */
  readonly orderMinimums: readonly (readonly bigint[])[];
  /** The highest known impact of any output (what the typed confirmation is asked for); null when none. */
  readonly worstImpactBps: bigint | null;
}

/** One whole `from` in whole `to` at spot in one pool: asset to asset, LP to asset, asset to LP, or itself. */
function wholeSpot(pool: Pool, from: TokenId, to: TokenId): Rational | null {
  if (sameToken(from, to)) return rational(1n, 1n);
  const fromLp = sameToken(from, pool.lp);
  const toLp = sameToken(to, pool.lp);
  if (fromLp && toLp) return rational(1n, 1n);
  if (fromLp) return lpSpotPrice(pool, to);
  if (toLp) {
    const lp = lpSpotPrice(pool, from);
    return lp === null || lp.num === 0n ? null : rational(lp.den, lp.num);
  }
  return spotPrice(pool, from, to);
}

/**
 * What every input would pay into `to` at spot (units of `to`): the sum over the send rows of
 * amount x share x spot. Null when a spot price is unknown.
 */
function idealOutput(
  pool: Pool,
  summary: MultiSwapSummary,
  to: TokenWithDecimals,
  bps: bigint,
): Rational | null {
  let sum = rational(0n, 1n);
  for (const row of summary.send) {
    const spot = wholeSpot(pool, row.token, to);
    if (spot === null) return null;
    const units = unitsSpot(spot, row.token.decimals, to.decimals);
    const leg = rational(row.amount * bps * units.num, BigInt(BPS) * units.den);
    sum = rational(sum.num * leg.den + leg.num * sum.den, sum.den * leg.den);
  }
  return sum;
}

/**
 * Minimum received and price impact of a Multi Swap at a tolerance (bps). Each placeorder is checked on
 * chain on its own, so each gets core minimumReceived of its own estimate (rounded down to the 4 shown
 * decimals); the minimum shown per token is their sum, exactly what the orders together guarantee. An order
 * the pool would refund as things stand asks for no minimum. Null until every receive row has an estimate.
 */
export function multiSwapProtection(
  pool: Pool,
  summary: MultiSwapSummary,
  toleranceBps: bigint,
): MultiSwapProtection | null {
  if (summary.send.length === 0 || summary.receive.some((row) => row.estimate === null)) return null;
  const orderMinimums = summary.send.map((_, i) => {
    const paid = summary.orderOutputs[i] ?? null;
    return summary.receive.map((row, j) =>
      paid === null ? 0n : protectedMinimum(paid[j] ?? 0n, toleranceBps, row.token.decimals),
    );
  });
  const outputs = summary.receive.map((row, j): MultiSwapOutputProtection => {
    const minimum = orderMinimums.reduce((sum, order) => sum + (order[j] ?? 0n), 0n);
    const ideal = idealOutput(pool, summary, row.token, row.basisPoints);
    return {
      token: row.token,
      minimum,
      minimumText: `${formatDisplay(minimum, row.token.decimals)} ${row.token.symbol}`,
      impactBps: ideal === null ? null : impactAgainstIdeal(row.estimate ?? 0n, ideal),
    };
  });
  const worstImpactBps = outputs.reduce<bigint | null>(
    (worst, { impactBps }) =>
      impactBps !== null && (worst === null || impactBps > worst) ? impactBps : worst,
    null,
  );
  return { outputs, orderMinimums, worstImpactBps };
}
