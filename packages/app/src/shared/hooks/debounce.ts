export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending call (used on unmount so no state update lands after it). */
  cancel(): void;
}

/** Calls fn once, with the latest arguments, after calls have stopped for delayMs. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  delayMs: number,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delayMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
