import { type FormStatus, readAmountField, splitFormStatus } from "@ux/core/forms";
import { formatUserAmount } from "@ux/core/money";
import { useState } from "react";
import { resolveChoice } from "./manageChoice";
import type { ExpiryOption } from "./manageView";

export interface SplitFormInput {
  expiries: readonly ExpiryOption[];
  /** UTX units held and their decimals. */
  utx: bigint;
  decimals: number;
  walletConnected: boolean;
  onSplit(expiry: number, units: bigint): Promise<boolean>;
}

export interface SplitForm {
  expiry: ExpiryOption | null;
  amountText: string;
  status: FormStatus;
  choose(expiry: number): void;
  typeAmount(text: string): void;
  max(): void;
  submit(): Promise<void>;
}

/** Split: an open expiry (the nearest until another is chosen) and an amount of UTX up to the balance. */
export function useSplitForm(input: SplitFormInput): SplitForm {
  const [chosen, setChosen] = useState<number | null>(null);
  const [amountText, setAmountText] = useState("");
  const expiry = resolveChoice(input.expiries, (option) => option.expiry, chosen);
  const status = splitFormStatus({
    walletConnected: input.walletConnected,
    chosen: expiry !== null,
    amountText,
    decimals: input.decimals,
    available: input.utx,
  });
  return {
    expiry,
    amountText,
    status,
    choose: setChosen,
    typeAmount: setAmountText,
    max: () => setAmountText(formatUserAmount(input.utx, input.decimals)),
    async submit() {
      const amount = readAmountField(amountText, input.decimals);
      if (status.action !== "submit" || expiry === null || amount.kind !== "value") return;
      if (await input.onSplit(expiry.expiry, amount.units)) setAmountText("");
    },
  };
}
