import type { ActionTrace } from "@ux/core/chainClient";

const UINT64_HEX = /^[0-9a-fA-F]{16}$/;
const UINT64_TEXT = /^\d{1,20}$/;
const UINT64_MAX = (1n << 64n) - 1n;

/** A packed uint64 (8 bytes, little-endian) as its decimal text. */
export function uint64FromHex(hex: string): string {
  if (!UINT64_HEX.test(hex)) throw new RangeError(`'${hex}' is not a packed uint64`);
  let value = 0n;
  for (let byte = 7; byte >= 0; byte--)
    value = (value << 8n) | BigInt(`0x${hex.slice(byte * 2, byte * 2 + 2)}`);
  return value.toString();
}

/** A trace's uint64 return value as decimal text, or null when it returned none (or something else). */
export function uint64ReturnValue(trace: ActionTrace): string | null {
  if (trace.returnValueHex !== undefined && UINT64_HEX.test(trace.returnValueHex))
    return uint64FromHex(trace.returnValueHex);
  const data = trace.returnValueData;
  // Decoded uint64s come as numbers when small and as strings when large.
  const text = typeof data === "number" && Number.isSafeInteger(data) && data >= 0 ? String(data) : data;
  if (typeof text === "string" && UINT64_TEXT.test(text) && BigInt(text) <= UINT64_MAX)
    return BigInt(text).toString();
  return null;
}

/**
 * The uint64 return values of a contract's own actions (e.g. the AMM's placeorder/ufxhop order ids), in
 * execution order; null where one returned no uint64. Notifications of other contracts are skipped.
 */
export function contractReturnValues(
  traces: readonly ActionTrace[],
  contract: string,
  actionNames: readonly string[],
): (string | null)[] {
  return traces
    .filter(
      (trace) =>
        trace.receiver === contract && trace.account === contract && actionNames.includes(trace.name),
    )
    .map(uint64ReturnValue);
}
