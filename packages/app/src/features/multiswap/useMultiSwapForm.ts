import { useState } from "react";
import { type AmmPoolEntry, findPoolById } from "../../shared/amm/ammPools";
import type { FieldTexts } from "./multiSwapEntries";

/** The amounts and percentages the dialogs confirmed; a new object on every change. */
export interface MultiSwapChoices {
  readonly amounts: FieldTexts;
  readonly percents: FieldTexts;
}

const NO_CHOICES: MultiSwapChoices = { amounts: {}, percents: {} };

/**
 * The Multi Swap form's own state: the chosen pool, and the amounts and percentages the dialogs confirmed.
 * Choosing another pool clears both (its tokens differ); a pool that vanished from the list counts as none.
 */
export function useMultiSwapForm(pools: readonly AmmPoolEntry[]) {
  const [poolId, setPoolId] = useState<number | null>(null);
  const [choices, setChoices] = useState<MultiSwapChoices>(NO_CHOICES);
  const entry = poolId === null ? undefined : findPoolById(pools, poolId);
  return {
    poolId: entry === undefined ? null : poolId,
    entry,
    amounts: choices.amounts,
    percents: choices.percents,
    /** What an order is placed with: clearSent takes it back. */
    choices,
    choosePool(id: number | null) {
      setPoolId(id);
      setChoices(NO_CHOICES);
    },
    setAmounts(amounts: FieldTexts) {
      setChoices((current) => ({ ...current, amounts }));
    },
    setPercents(percents: FieldTexts) {
      setChoices((current) => ({ ...current, percents }));
    },
    /**
     * After a placed or settled order: the amounts and percentages it was placed with go, the pool stays for
     * the next trade. Choices made since (after a failure, before a late settlement) are the user's: kept.
     */
    clearSent(sent: MultiSwapChoices) {
      setChoices((current) => (current === sent ? NO_CHOICES : current));
    },
  };
}
