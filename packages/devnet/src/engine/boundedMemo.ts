/**
 * A one-argument function with its results memoised in a bounded cache: once the cache holds `limit` results
 * it is emptied and fills again, so what is hot now stays cheap and the cache never grows with the chain's
 * history. For pure conversions only (the same key always gives the same value).
 */
export function boundedMemo<Key, Value extends NonNullable<unknown> | null>(
  compute: (key: Key) => Value,
  limit: number,
): (key: Key) => Value {
  const cache = new Map<Key, Value>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}
