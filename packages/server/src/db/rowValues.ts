/** int8 columns come back as numbers (PGlite) or strings (pg): one reader for both. */
export function int8(value: number | string | bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return number;
}

export function nullableInt8(value: number | string | bigint | null): number | null {
  return value === null ? null : int8(value);
}
