import { type FormStatus, type ManageAmountState, readAmountField } from "@ux/core/forms";
import { formatUserAmount } from "@ux/core/money";
import { useState } from "react";
import { resolveChoice } from "./manageChoice";

export interface ChoiceAmountFormInput<T, K> {
  options: readonly T[];
  keyOf(option: T): K;
  walletConnected: boolean;
  /** The most the amount may be (in units) and its decimals, for the option in use (null: none offered). */
  limitsOf(option: T | null): { available: bigint; decimals: number };
  /** The form's rules (core's split, combine or issue status). */
  statusOf(state: ManageAmountState): FormStatus;
  /** Sends the transaction; true when it went through, which clears the amount. */
  onSubmit(option: T, units: bigint): Promise<boolean>;
}

/** What the split and combine forms offer their view besides the option itself. */
export interface ChoiceAmountControls<K> {
  amountText: string;
  status: FormStatus;
  choose(key: K): void;
  typeAmount(text: string): void;
  max(): void;
  submit(): Promise<void>;
}

export interface ChoiceAmountForm<T, K> extends ChoiceAmountControls<K> {
  option: T | null;
  /** The most the amount may be, in units (MAX). */
  available: bigint;
}

/**
 * What the manage forms (split, combine, issue) have in common: an option chosen by key (kept valid as the
 * options change, see resolveChoice) and an amount up to what that option allows.
 */
export function useChoiceAmountForm<T, K>(input: ChoiceAmountFormInput<T, K>): ChoiceAmountForm<T, K> {
  const [chosen, setChosen] = useState<K | null>(null);
  const [amountText, setAmountText] = useState("");
  const option = resolveChoice(input.options, input.keyOf, chosen);
  const { available, decimals } = input.limitsOf(option);
  const status = input.statusOf({
    walletConnected: input.walletConnected,
    chosen: option !== null,
    amountText,
    decimals,
    available,
  });
  return {
    option,
    available,
    amountText,
    status,
    choose: setChosen,
    typeAmount: setAmountText,
    max: () => setAmountText(formatUserAmount(available, decimals)),
    async submit() {
      const amount = readAmountField(amountText, decimals);
      if (status.action !== "submit" || option === null || amount.kind !== "value") return;
      if (await input.onSubmit(option, amount.units)) setAmountText("");
    },
  };
}
