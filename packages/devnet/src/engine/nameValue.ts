import { nameToUint64, uint64ToName } from "@ux/core/names";

// Names are compared by their uint64 value everywhere the chain orders them (scopes, name keys, auth
// sequences). Converting is hot (every table access), so values are memoised; the cache is bounded.
const cache = new Map<string, bigint>();
const CACHE_LIMIT = 200_000;

/** The uint64 value of a canonical Antelope name; throws on anything else. */
export function nameValue(name: string): bigint {
  const known = cache.get(name);
  if (known !== undefined) return known;
  const value = nameToUint64(name);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(name, value);
  return value;
}

const texts = new Map<bigint, string>();

/** The canonical text of a uint64 name value, memoised like nameValue (decoding names is as hot). */
export function nameText(value: bigint): string {
  const known = texts.get(value);
  if (known !== undefined) return known;
  const text = uint64ToName(value);
  if (texts.size >= CACHE_LIMIT) texts.clear();
  texts.set(value, text);
  return text;
}

export function compareNames(a: string, b: string): number {
  const left = nameValue(a);
  const right = nameValue(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
