import { combineFormStatus, type FormStatus, readAmountField } from "@ux/core/forms";
import { formatUserAmount } from "@ux/core/money";
import { combineMax, type InstrumentHolding } from "@ux/core/stake";
import { useState } from "react";
import { resolveChoice } from "./manageChoice";

export interface CombineFormInput {
  /** The expiries with something to combine (core's combinableHoldings). */
  holdings: readonly InstrumentHolding[];
  /** The chain's time (ms): from the expiry's end on, TC alone combines. */
  nowMs: number;
  walletConnected: boolean;
  onCombine(expiry: number, units: bigint): Promise<boolean>;
}

export interface CombineForm {
  holding: InstrumentHolding | null;
  /** The expiry has ended: TU is worthless, TC alone redeems. */
  ended: boolean;
  /** MAX: min(TU, TC) before the expiry ends, all the TC after. */
  maxUnits: bigint;
  amountText: string;
  status: FormStatus;
  choose(expiry: number): void;
  typeAmount(text: string): void;
  max(): void;
  submit(): Promise<void>;
}

/** Combine: an expiry whose TU and TC are held (TC alone once ended) and an amount up to MAX. */
export function useCombineForm(input: CombineFormInput): CombineForm {
  const [chosen, setChosen] = useState<number | null>(null);
  const [amountText, setAmountText] = useState("");
  const holding = resolveChoice(input.holdings, (option) => option.expiry, chosen);
  const maxUnits = holding === null ? 0n : combineMax(holding, input.nowMs);
  const decimals = holding?.decimals ?? 4;
  const status = combineFormStatus({
    walletConnected: input.walletConnected,
    chosen: holding !== null,
    amountText,
    decimals,
    available: maxUnits,
  });
  return {
    holding,
    ended: holding !== null && input.nowMs >= holding.timestamp,
    maxUnits,
    amountText,
    status,
    choose: setChosen,
    typeAmount: setAmountText,
    max: () => setAmountText(formatUserAmount(maxUnits, decimals)),
    async submit() {
      const amount = readAmountField(amountText, decimals);
      if (status.action !== "submit" || holding === null || amount.kind !== "value") return;
      if (await input.onCombine(holding.expiry, amount.units)) setAmountText("");
    },
  };
}
