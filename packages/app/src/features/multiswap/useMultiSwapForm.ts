import { useState } from "react";
import { type AmmPoolEntry, findPoolById } from "../../shared/amm/ammPools";
import type { FieldTexts } from "./multiSwapEntries";

/**
 * The Multi Swap form's own state: the chosen pool, and the amounts and percentages the dialogs confirmed.
 * Choosing another pool clears both (its tokens differ); a pool that vanished from the list counts as none.
 */
export function useMultiSwapForm(pools: readonly AmmPoolEntry[]) {
  const [poolId, setPoolId] = useState<number | null>(null);
  const [amounts, setAmounts] = useState<FieldTexts>({});
  const [percents, setPercents] = useState<FieldTexts>({});
  const entry = poolId === null ? undefined : findPoolById(pools, poolId);
  return {
    poolId: entry === undefined ? null : poolId,
    entry,
    amounts,
    percents,
    choosePool(id: number | null) {
      setPoolId(id);
      setAmounts({});
      setPercents({});
    },
    setAmounts,
    setPercents,
    /** After a placed order: the amounts and percentages go, the pool stays for the next trade. */
    clearAmounts() {
      setAmounts({});
      setPercents({});
    },
  };
}
