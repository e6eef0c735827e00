import { STAKE_DECIMALS } from "../expiry/expiryConstants";
import { MAX_ASSET_AMOUNT } from "../money/asset";
import { decimalToUnits, parseDecimal } from "../money/decimalValue";
import { isDust } from "../money/dust";
import { pow10 } from "../money/rounding";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import { CONNECT_WALLET, INSUFFICIENT_BALANCE, STAKE, STAKE_QTY_NOT_VALID } from "./messages";

export type StakeQuantityResult =
  | { readonly ok: true; readonly units: bigint }
  | { readonly ok: false; readonly error: typeof STAKE_QTY_NOT_VALID };

const NUMERIC = /^[0-9]*\.?[0-9]*$/;

/**
 * The stake quantity (spec 2 §5): it must be set and numeric, else 'Stake Qty is not valid', and it is
 * rounded to 4 decimals. Numeric means ASCII digits with at most one dot (no sign, exponent or spaces);
 * unlike amount fields, extra decimals are allowed and rounded half-up, as the spec rounds rather than
 * refuses. A quantity that is zero after rounding, or above the asset maximum, is not valid either.
 */
export function parseStakeQuantity(text: string): StakeQuantityResult {
  const invalid = { ok: false, error: STAKE_QTY_NOT_VALID } as const;
  if (!NUMERIC.test(text) || !/[0-9]/.test(text)) return invalid;
  const value = parseDecimal(text);
  if (value === null) return invalid;
  const units = decimalToUnits(value, STAKE_DECIMALS, "half-up");
  if (units <= 0n || units > MAX_ASSET_AMOUNT) return invalid;
  return { ok: true, units };
}

export interface StakeFormState {
  readonly walletConnected: boolean;
  readonly quantityText: string;
  /** Liquid UTX balance in units (4 decimals). */
  readonly available: bigint;
}

/**
 * The stake submit button. Order: 'Connect Wallet' > 'Stake Qty is not valid' (message; button 'Stake'
 * disabled) > 'Insufficient Balance' (message, reusing the AMM Swap text: the spec names none for stake)
 * > 'Stake' (ours) enabled.
 */
export function stakeFormStatus(state: StakeFormState): FormStatus {
  if (!state.walletConnected) return connectWalletStatus(CONNECT_WALLET);
  const quantity = parseStakeQuantity(state.quantityText);
  if (!quantity.ok) return disabledStatus(STAKE, [quantity.error]);
  if (quantity.units > state.available) return disabledStatus(STAKE, [INSUFFICIENT_BALANCE]);
  return submitStatus(STAKE);
}

/** One group of an expiry's rates (liquid or illiquid): the reward rate, plain and with restaking. */
export interface StakeRateGroup {
  readonly tu: string | number;
  readonly tuReinvested: string | number;
}

/**
 * The rate for a stake (spec 2 §5): liquid (unwinding allowed) or locked (the illiquid group), and the
 * reinvested rate when rewards are restaked.
 */
export function selectStakeRate(
  rates: { readonly liquid: StakeRateGroup; readonly illiquid: StakeRateGroup },
  locked: boolean,
  restakeRewards: boolean,
): string | number {
  const group = locked ? rates.illiquid : rates.liquid;
  return restakeRewards ? group.tuReinvested : group.tu;
}

/**
 * Token rewards = rate x quantity, in units of the staked token, rounded down (a reward shown is never
 * more than what will be paid). Null when the rate is not a non-negative number.
 */
export function stakeReward(quantityUnits: bigint, rate: string | number): bigint | null {
  const value = parseDecimal(rate);
  if (value === null || value.mantissa < 0n) return null;
  const product = quantityUnits * value.mantissa;
  return product / pow10(value.scale);
}

/** Positions and unstake quantities at or below 0.00001 are hidden (spec 2 §5, §9). */
export function isVisibleStakeQuantity(units: bigint, decimals: number = STAKE_DECIMALS): boolean {
  return !isDust(units, decimals);
}
