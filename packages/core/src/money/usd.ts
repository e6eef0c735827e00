import { type DecimalValue, parseDecimal } from "./decimalValue";
import { formatDisplay } from "./display";
import { USD_DECIMALS, USD_STABLECOIN_SYMBOL } from "./moneyConstants";
import { mulDiv, pow10, type RoundingMode } from "./rounding";

/**
 * USD amounts are bigint fixed point with USD_DECIMALS decimals (micro-dollars). A USD rate is the
 * price of one whole token in USD, given as decimal text or a JSON number ('0.0123'), read exactly.
 */

/** A positive rate, or null when the input is not a positive finite number. */
export function parseUsdRate(rate: string | number | DecimalValue): DecimalValue | null {
  const value = typeof rate === "object" ? rate : parseDecimal(rate);
  return value !== null && value.mantissa > 0n ? value : null;
}

/**
 * The USD rate of a token from a rates table; the USD stablecoin (USDT) always counts as exactly 1,
 * whatever the table says (spec: "USDT counts as 1"). Null when unknown or not positive.
 */
export function usdRateOf(
  symbol: string,
  rates: Readonly<Record<string, string | number | undefined>>,
): DecimalValue | null {
  if (symbol === USD_STABLECOIN_SYMBOL) return { mantissa: 1n, scale: 0 };
  const rate = rates[symbol];
  return rate === undefined ? null : parseUsdRate(rate);
}

/**
 * USD value (in USD_DECIMALS units) of `units` of a token with `tokenDecimals` decimals at `rate`.
 * Rounds down by default: a value shown to a user is never overstated. Null for an unusable rate.
 */
export function usdValueOfUnits(
  units: bigint,
  tokenDecimals: number,
  rate: string | number | DecimalValue,
  mode: RoundingMode = "down",
): bigint | null {
  const r = parseUsdRate(rate);
  if (r === null) return null;
  return mulDiv(units * r.mantissa, pow10(USD_DECIMALS), pow10(tokenDecimals + r.scale), mode);
}

/**
 * Token units needed to pay a USD cost at `rate` (e.g. the account creation cost converted into the
 * payment token). Always rounds UP to the token's smallest unit: the payer must never underpay, so the
 * service's check (paid >= cost) cannot fail by one unit. Null for an unusable rate or a negative cost.
 */
export function usdCostToTokenUnits(
  usdCost: string | number | DecimalValue,
  rate: string | number | DecimalValue,
  tokenDecimals: number,
): bigint | null {
  const cost = typeof usdCost === "object" ? usdCost : parseDecimal(usdCost);
  const r = parseUsdRate(rate);
  if (cost === null || r === null || cost.mantissa < 0n) return null;
  // cost / rate = (cm / 10^cs) / (rm / 10^rs) = cm * 10^rs / (rm * 10^cs), then scaled to token units.
  return mulDiv(cost.mantissa * pow10(r.scale), pow10(tokenDecimals), r.mantissa * pow10(cost.scale), "up");
}

/** Text of a USD amount (USD_DECIMALS units) with `shownDecimals` decimals, rounded down: '12.34'. */
export function formatUsd(usdUnits: bigint, shownDecimals = 2): string {
  return formatDisplay(usdUnits, USD_DECIMALS, shownDecimals, "down");
}
