import { readAmountField } from "./amountField";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  ADD_LIQUIDITY,
  ADJUST_YOUR_AMOUNTS,
  CHOOSE_A_POOL,
  CONNECT_WALLET,
  ENTER_AN_AMOUNT,
  minimumIs,
  youDoNotHaveEnough,
} from "./messages";
import { formatLimit } from "./tokenMinimum";

export interface LiquidityEntry {
  readonly symbol: string;
  readonly decimals: number;
  readonly available: bigint;
  /** Minimum in units (see tokenMinimumUnits). */
  readonly min: bigint;
  readonly amountText: string;
}

export interface AddLiquidityFormState {
  readonly walletConnected: boolean;
  readonly poolChosen: boolean;
  readonly entries: readonly LiquidityEntry[];
}

/**
 * The message for one amount field, or null when it is fine. An empty or zero field is fine: it means
 * that token is not added (unbalanced mode), so the minimum only applies to amounts above zero.
 * Above the balance wins over below the minimum (the first thing to fix).
 */
export function addLiquidityEntryMessage(entry: LiquidityEntry): string | null {
  const field = readAmountField(entry.amountText, entry.decimals);
  if (field.kind === "invalid") return field.error;
  if (field.kind === "empty" || field.units === 0n) return null;
  if (field.units > entry.available) return youDoNotHaveEnough(entry.symbol);
  if (field.units < entry.min) return minimumIs(formatLimit(entry.min, entry.decimals), entry.symbol);
  return null;
}

/**
 * The Add Liquidity button (spec 2 §5). Order: 'Connect Wallet' > 'Choose a pool' > 'Enter an amount'
 * (no amount above 0) > 'Adjust your amounts' (some field has a message; the messages are the
 * per-field texts 'You do not have enough {symbol}' / 'Minimum is {min} {symbol}') > 'Add Liquidity'
 * (ours). Field messages are returned even while the button asks for something earlier.
 */
export function addLiquidityFormStatus(state: AddLiquidityFormState): FormStatus {
  if (!state.walletConnected) return connectWalletStatus(CONNECT_WALLET);
  if (!state.poolChosen) return disabledStatus(CHOOSE_A_POOL);
  const messages = state.entries.flatMap((entry) => {
    const message = addLiquidityEntryMessage(entry);
    return message === null ? [] : [message];
  });
  const anyPositive = state.entries.some((entry) => {
    const field = readAmountField(entry.amountText, entry.decimals);
    return field.kind === "value" && field.units > 0n;
  });
  if (!anyPositive) return disabledStatus(ENTER_AN_AMOUNT, messages);
  if (messages.length > 0) return disabledStatus(ADJUST_YOUR_AMOUNTS, messages);
  return submitStatus(ADD_LIQUIDITY);
}
