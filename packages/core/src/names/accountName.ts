/**
 * Antelope account names. A name is a uint64: up to 12 characters of 5 bits each from '.12345a-z',
 * plus an optional 13th character of only 4 bits (so it can only be one of '.12345abcdefghij').
 *
 * User-facing validation follows the design rule `^[a-z1-5.]{1,12}$` and never accepts a 13th
 * character: no account a user types or is shown in this product needs one, and 13-character names
 * are easy to get silently wrong. A trailing '.' is refused too: the chain's text form drops trailing
 * dots, so 'abc.' would silently become the different account 'abc'. The encoder below still handles
 * 13 characters so chain data (table bounds, system names) can be converted exactly.
 * Never validate with WharfKit's Name.from: it maps invalid characters to '.' without complaint.
 */

const NAME_CHARS = ".12345abcdefghijklmnopqrstuvwxyz";
const USER_NAME_PATTERN = /^[a-z1-5.]{1,12}$/;
const CHAIN_NAME_PATTERN = /^[a-z1-5.]{0,12}([a-j1-5.])?$/;

/** A name a user may type or be shown: 1-12 of a-z, 1-5 and '.', not ending with '.'. */
export function isValidAccountName(name: string): boolean {
  return USER_NAME_PATTERN.test(name) && !name.endsWith(".");
}

/** Any text that is the canonical form of an Antelope name (0-13 characters, 13th in a-j/1-5/.). */
export function isCanonicalChainName(name: string): boolean {
  return CHAIN_NAME_PATTERN.test(name) && !name.endsWith(".");
}

function charValue(char: string): bigint {
  return BigInt(NAME_CHARS.indexOf(char));
}

/**
 * The uint64 value of a canonical name (what table bounds and `name` keys compare). Throws on text
 * that is not a canonical name, since silently mapping it would address a different account.
 */
export function nameToUint64(name: string): bigint {
  if (!isCanonicalChainName(name)) throw new RangeError(`'${name}' is not a valid Antelope name`);
  let value = 0n;
  for (let i = 0; i < name.length; i++) {
    const symbol = charValue(name[i] as string);
    // Characters 1..12 take 5 bits from the top down; the 13th fills the last 4 bits.
    value |= i < 12 ? symbol << BigInt(64 - 5 * (i + 1)) : symbol;
  }
  return value;
}

/** The canonical text of any uint64 name value (trailing dots dropped, as the chain prints it). */
export function uint64ToName(value: bigint): string {
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`${value} is not a uint64`);
  let text = "";
  for (let i = 0; i < 13; i++) {
    const index = i < 12 ? (value >> BigInt(64 - 5 * (i + 1))) & 0x1fn : value & 0x0fn;
    text += NAME_CHARS[Number(index)];
  }
  return text.replace(/\.+$/, "");
}
