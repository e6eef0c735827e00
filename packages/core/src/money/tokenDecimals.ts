import { ETH_DECIMALS } from "./moneyConstants";
import { divide, pow10, type RoundingMode } from "./rounding";
import { formatUnits, formatUnitsTrimmed } from "./unitsText";
import { parseUserAmount, type UserAmountResult } from "./userAmount";

/**
 * Re-expresses units of one precision in another (e.g. a 6-decimal USDT amount as 4-decimal units, or
 * UX's 4-decimal UTX as 18-decimal EVM units). Widening is exact; narrowing rounds as asked, "down"
 * by default so that a converted balance is never more than the original.
 */
export function convertDecimals(
  units: bigint,
  fromDecimals: number,
  toDecimals: number,
  mode: RoundingMode = "down",
): bigint {
  if (toDecimals >= fromDecimals) return units * pow10(toDecimals - fromDecimals);
  return divide(units, pow10(fromDecimals - toDecimals), mode);
}

/** Largest value an EVM uint256 can hold: the bound for wei amounts (ETH is not capped at 2^62-1). */
export const MAX_UINT256 = (1n << 256n) - 1n;

/** Strictly parses an ETH amount typed by a user into wei (18 decimals). */
export function ethToWei(ethText: string): UserAmountResult {
  return parseUserAmount(ethText, ETH_DECIMALS, { maxUnits: MAX_UINT256 });
}

/** Exact ETH text of a wei amount, every one of the 18 decimals ('1.500000000000000000'). */
export function weiToEth(wei: bigint): string {
  return formatUnits(wei, ETH_DECIMALS);
}

/** Exact ETH text without trailing zeros ('1.5'), as wallets show it. */
export function weiToEthTrimmed(wei: bigint): string {
  return formatUnitsTrimmed(wei, ETH_DECIMALS);
}
