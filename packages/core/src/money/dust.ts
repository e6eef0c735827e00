import { DUST_THRESHOLD } from "./moneyConstants";
import { pow10 } from "./rounding";

/**
 * Quantities at or below 0.00001 are dust and hidden (positions and unstake quantities). Compared
 * exactly: units / 10^decimals <= 1 / 10^5  <=>  units * 10^5 <= 10^decimals.
 */
export function isDust(units: bigint, decimals: number): boolean {
  return units * pow10(DUST_THRESHOLD.decimals) <= DUST_THRESHOLD.units * pow10(decimals);
}
