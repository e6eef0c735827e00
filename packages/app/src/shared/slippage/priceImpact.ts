import { priceImpactBps, type Rational } from "@ux/core/amm";
import { pow10 } from "@ux/core/money";

/**
 * A spot price in whole tokens (core spotPrice: whole `quote` per whole `base`) as output units per input
 * unit, the form core priceImpactBps takes: x 10^outDecimals / 10^inDecimals.
 */
export function unitsSpot(wholeSpot: Rational, inDecimals: number, outDecimals: number): Rational {
  return { num: wholeSpot.num * pow10(outDecimals), den: wholeSpot.den * pow10(inDecimals) };
}

/**
 * Price impact (bps) of an output paid by several inputs (Multi Swap): `ideal` is what the inputs would pay
 * at spot, as a rational in output units; core priceImpactBps compares `received` with it.
 */
export function impactAgainstIdeal(received: bigint, ideal: Rational): bigint {
  return priceImpactBps(1n, received, ideal.num, ideal.den);
}
