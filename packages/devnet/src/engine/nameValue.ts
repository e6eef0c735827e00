import { nameToUint64, uint64ToName } from "@ux/core/names";
import { boundedMemo } from "./boundedMemo";

// Names are compared by their uint64 value everywhere the chain orders them (scopes, name keys, auth
// sequences). Converting is hot (every table access), so values are memoised; the cache is bounded.
const CACHE_LIMIT = 200_000;

/** The uint64 value of a canonical Antelope name; throws on anything else. */
export const nameValue: (name: string) => bigint = boundedMemo(nameToUint64, CACHE_LIMIT);

/** The canonical text of a uint64 name value, memoised like nameValue (decoding names is as hot). */
export const nameText: (value: bigint) => string = boundedMemo(uint64ToName, CACHE_LIMIT);

export function compareNames(a: string, b: string): number {
  const left = nameValue(a);
  const right = nameValue(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
