/**
 * A form's choice kept valid as the options change (a refresh, a transaction): the chosen option while it
 * is still offered, else the first; null without options.
 */
export function resolveChoice<T, K>(
  options: readonly T[],
  keyOf: (option: T) => K,
  chosen: K | null,
): T | null {
  return options.find((option) => keyOf(option) === chosen) ?? options[0] ?? null;
}
