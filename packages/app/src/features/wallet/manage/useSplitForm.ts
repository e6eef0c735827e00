import { splitFormStatus } from "@ux/core/forms";
import type { ExpiryOption } from "./manageView";
import { type ChoiceAmountControls, useChoiceAmountForm } from "./useChoiceAmountForm";

export interface SplitFormInput {
  expiries: readonly ExpiryOption[];
  /** UTX units held and their decimals. */
  utx: bigint;
  decimals: number;
  walletConnected: boolean;
  onSplit(expiry: number, units: bigint): Promise<boolean>;
}

/** The Split form's state; `choose` takes an expiry (YYYYMM). */
export interface SplitForm extends ChoiceAmountControls<number> {
  expiry: ExpiryOption | null;
}

/** Split: an open expiry (the nearest until another is chosen) and an amount of UTX up to the balance. */
export function useSplitForm(input: SplitFormInput): SplitForm {
  const { option: expiry, ...form } = useChoiceAmountForm({
    options: input.expiries,
    keyOf: (option) => option.expiry,
    walletConnected: input.walletConnected,
    limitsOf: () => ({ available: input.utx, decimals: input.decimals }),
    statusOf: splitFormStatus,
    onSubmit: (option, units) => input.onSplit(option.expiry, units),
  });
  return { ...form, expiry };
}
