import { startTransition, useEffect, useState } from "react";

/**
 * How many of a list's items to render: `firstCount` when the list first mounts, then all of them in a
 * transition right after. The items that arrive together (a server answer rendered synchronously) would
 * otherwise make one long task on a slow phone; a transition renders the rest in short, interruptible
 * slices. Only the first mount is split: later changes (sorting, new figures) keep every item on screen, so
 * the page never shrinks under the reader. The first count should fill the first screen, so the items added
 * below it move nothing in view.
 */
export function useFirstScreenful(total: number, firstCount: number): number {
  const [all, setAll] = useState(total <= firstCount);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, firstCount);
}
