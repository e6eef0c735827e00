/** Index of the first element not less than `target` (lower bound) in an array sorted by `compare`. */
export function lowerBoundIndex<T, K>(
  items: readonly T[],
  target: K,
  compare: (item: T, key: K) => number,
): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(items[middle] as T, target) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function compareBigints(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
