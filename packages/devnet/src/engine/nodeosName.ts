import { isCanonicalChainName, uint64ToName } from "@ux/core/names";

// How nodeos reads a name from text (chain/name.cpp name::set), so a malformed one is refused with the
// words nodeos uses: longer than 13 bytes, or text that does not survive the round trip through its
// uint64 (upper case, characters outside .12345a-z, a 13th character past 'j', trailing dots).

/** char_to_symbol: a-z -> 6..31, 1-5 -> 1..5, anything else -> 0 ('.'). */
function symbolOf(byte: number): bigint {
  if (byte >= 0x61 && byte <= 0x7a) return BigInt(byte - 0x61 + 6);
  if (byte >= 0x31 && byte <= 0x35) return BigInt(byte - 0x31 + 1);
  return 0n;
}

/** string_to_uint64_t: 12 characters of 5 bits from the top, a 13th of 4 bits; stops at a NUL byte. */
function lenientNameValue(bytes: Uint8Array): bigint {
  let value = 0n;
  let i = 0;
  for (; i < 12 && i < bytes.length && bytes[i] !== 0; i++)
    value |= (symbolOf(bytes[i] as number) & 0x1fn) << BigInt(64 - 5 * (i + 1));
  if (i === 12 && bytes.length > 12) value |= symbolOf(bytes[12] as number) & 0x0fn;
  return value;
}

/** nodeos' name_type_exception text for `text`, or null when it is a valid name. */
export function nameProblem(text: string): string | null {
  if (isCanonicalChainName(text)) return null; // the same set nodeos accepts, tested without the round trip
  const bytes = new TextEncoder().encode(text);
  // The trailing spaces are nodeos' own.
  if (bytes.length > 13) return `Name is longer than 13 characters (${text}) `;
  const normalized = uint64ToName(lenientNameValue(bytes));
  if (normalized !== text) return `Name not properly normalized (name: ${text}, normalized: ${normalized}) `;
  return null;
}
