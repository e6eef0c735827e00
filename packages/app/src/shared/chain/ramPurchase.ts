import { RAM_BYTES_PER_KB, RAM_PRICE_PER_KB } from "@ux/core/accounts";
import { type Asset, formatAsset, RAM_SYMBOL } from "@ux/core/money";
import { msg } from "../i18n/msg";

/** Spec 1 §8 texts of the insufficient-RAM dialog. */
export const RAM_RATE_TEXT = msg("1 KB = 1 UTXRAM");
export const NOT_ENOUGH_UTXRAM_TEXT = msg(
  "You also don't have enough UTXRAM to purchase RAM. You can use the AMM Swap to get some UTXRAM",
);
export const BUY_RAM_LABEL = msg("Buy RAM");

export interface RamDialogData {
  kbNeeded: bigint;
  /** The bytes Buy RAM purchases (buyrambytes): the KB at 1 KB = 1024 bytes (spec 1 §9). */
  bytesNeeded: bigint;
  /** What the KB cost at 1.0000 UTXRAM each. */
  cost: Asset;
  balance: Asset;
  /** Buy RAM is offered only when the balance covers the cost; otherwise the spec's text is shown. */
  canBuy: boolean;
  costText: string;
  balanceText: string;
}

/** The insufficient-RAM dialog's figures for the KB needed and the user's UTXRAM balance (units). */
export function ramDialogData(kbNeeded: bigint, utxramBalanceUnits: bigint): RamDialogData {
  if (kbNeeded <= 0n) throw new RangeError(`KB needed must be positive, got ${kbNeeded}`);
  const cost: Asset = { amount: kbNeeded * RAM_PRICE_PER_KB.amount, symbol: RAM_SYMBOL };
  const balance: Asset = { amount: utxramBalanceUnits, symbol: RAM_SYMBOL };
  return {
    kbNeeded,
    bytesNeeded: kbNeeded * BigInt(RAM_BYTES_PER_KB),
    cost,
    balance,
    canBuy: utxramBalanceUnits >= cost.amount,
    costText: formatAsset(cost),
    balanceText: formatAsset(balance),
  };
}
