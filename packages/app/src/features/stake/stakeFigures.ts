import { STAKE_DECIMALS } from "@ux/core/expiry";
import { parseStakeQuantity, selectStakeRate, stakeReward } from "@ux/core/forms";
import { formatUnits } from "@ux/core/money";
import type { ExpiryRateEntry, RateGroupEntry } from "@ux/core/stake/socket";

/*
 * The form's figures from the chosen expiry's rates (spec 2 §2, §5): the group is the illiquid one for a
 * locked stake and the liquid one otherwise; with rewards restaked the reinvested readings apply.
 * TU Price = tu (tuReinvested), Utility Yield = apy (apyReinvested), Token Rewards = rate x quantity
 * rounded down to 4 decimals.
 */

export interface StakeOptions {
  locked: boolean;
  restake: boolean;
}

export interface StakeFigures {
  tuPrice: string;
  utilityYield: string;
  /** '12.3456 UTX', or null while the quantity is not valid. */
  tokenRewards: string | null;
  /** The rate applied (rate text), what the service will apply too. */
  rate: string;
}

export function rateGroupOf(entry: ExpiryRateEntry, locked: boolean): RateGroupEntry {
  return locked ? entry.illiquid : entry.liquid;
}

export function stakeFigures(
  entry: ExpiryRateEntry,
  options: StakeOptions,
  quantityText: string,
  symbol: string,
): StakeFigures {
  const group = rateGroupOf(entry, options.locked);
  const rate = String(selectStakeRate(entry, options.locked, options.restake));
  const quantity = parseStakeQuantity(quantityText);
  const reward = quantity.ok ? stakeReward(quantity.units, rate) : null;
  return {
    tuPrice: options.restake ? group.formatted.tuReinvested : group.formatted.tu,
    utilityYield: options.restake ? group.formatted.apyReinvested : group.formatted.apy,
    tokenRewards: reward === null ? null : `${formatUnits(reward, STAKE_DECIMALS)} ${symbol}`,
    rate,
  };
}
