import { STAKE_DECIMALS } from "@ux/core/expiry";
import { type FormStatus, parseStakeQuantity, stakeFormStatus } from "@ux/core/forms";
import { formatUnits } from "@ux/core/money";
import type { ExpiryRateEntry } from "@ux/core/stake/socket";
import { useState } from "react";
import { expiryForYear, expiryYear, resolveExpiry } from "./stakeExpiryChoice";
import { type StakeFigures, stakeFigures } from "./stakeFigures";
import type { StakeOrder } from "./useStakeTransactions";

export interface StakeFormInput {
  rates: readonly ExpiryRateEntry[] | null;
  walletConnected: boolean;
  /** UTX balance in units; undefined while loading or without a wallet. */
  balance: bigint | undefined;
  symbol: string;
  onStake(order: StakeOrder): Promise<boolean>;
}

export interface StakeForm {
  expiry: number | null;
  year: number | null;
  entry: ExpiryRateEntry | null;
  quantityText: string;
  locked: boolean;
  restake: boolean;
  figures: StakeFigures | null;
  status: FormStatus;
  /** Whether to show the quantity message (once something was typed). */
  showMessages: boolean;
  chooseYear(year: number): void;
  chooseExpiry(expiry: number): void;
  typeQuantity(text: string): void;
  max(): void;
  setLocked(locked: boolean): void;
  setRestake(restake: boolean): void;
  submit(): Promise<void>;
}

/** The stake form's state: expiry (default: latest year, middle rate), quantity, options, figures, status. */
export function useStakeForm(input: StakeFormInput): StakeForm {
  const rates = input.rates ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantityText, setQuantityText] = useState("");
  const [locked, setLocked] = useState(false);
  const [restake, setRestake] = useState(false);
  const expiry = resolveExpiry(rates, chosen);
  const entry = rates.find((rate) => rate.expiry === expiry) ?? null;
  const status = stakeFormStatus({
    walletConnected: input.walletConnected,
    quantityText,
    available: input.balance ?? 0n,
  });
  return {
    expiry,
    year: expiry === null ? null : expiryYear(expiry),
    entry,
    quantityText,
    locked,
    restake,
    figures: entry === null ? null : stakeFigures(entry, { locked, restake }, quantityText, input.symbol),
    status:
      entry === null && status.action === "submit" ? { ...status, enabled: false, action: "none" } : status,
    showMessages: quantityText !== "",
    chooseYear: (year) => setChosen(expiryForYear(rates, year, expiry)),
    chooseExpiry: setChosen,
    typeQuantity: setQuantityText,
    max: () => setQuantityText(formatUnits(input.balance ?? 0n, STAKE_DECIMALS)),
    setLocked,
    setRestake,
    async submit() {
      const quantity = parseStakeQuantity(quantityText);
      if (!quantity.ok || expiry === null || !status.enabled || status.action !== "submit") return;
      const done = await input.onStake({ units: quantity.units, expiry, locked, restake });
      if (done) setQuantityText("");
    },
  };
}
