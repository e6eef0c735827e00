import { combineFormStatus } from "@ux/core/forms";
import { combineMax, type InstrumentHolding } from "@ux/core/stake";
import { type ChoiceAmountControls, useChoiceAmountForm } from "./useChoiceAmountForm";

export interface CombineFormInput {
  /** The expiries with something to combine (core's combinableHoldings). */
  holdings: readonly InstrumentHolding[];
  /** The chain's time (ms): from the expiry's end on, TC alone combines. */
  nowMs: number;
  walletConnected: boolean;
  onCombine(expiry: number, units: bigint): Promise<boolean>;
}

/** The Combine form's state; `choose` takes an expiry (YYYYMM). */
export interface CombineForm extends ChoiceAmountControls<number> {
  holding: InstrumentHolding | null;
  /** The expiry has ended: TU is worthless, TC alone redeems. */
  ended: boolean;
  /** MAX: min(TU, TC) before the expiry ends, all the TC after. */
  maxUnits: bigint;
}

/** Combine: an expiry whose TU and TC are held (TC alone once ended) and an amount up to MAX. */
export function useCombineForm(input: CombineFormInput): CombineForm {
  const {
    option: holding,
    available,
    ...form
  } = useChoiceAmountForm({
    options: input.holdings,
    keyOf: (option) => option.expiry,
    walletConnected: input.walletConnected,
    limitsOf: (option) => ({
      available: option === null ? 0n : combineMax(option, input.nowMs),
      decimals: option?.decimals ?? 4,
    }),
    statusOf: combineFormStatus,
    onSubmit: (option, units) => input.onCombine(option.expiry, units),
  });
  return {
    ...form,
    holding,
    ended: holding !== null && input.nowMs >= holding.timestamp,
    maxUnits: available,
  };
}
