/**
 * Readers of chain answers, which are untrusted: each returns the value only when it has the expected type,
 * so a node (or anything in front of it) answering an odd shape yields a blank field, never a crash or markup.
 */

export type Fields = Record<string, unknown>;

export function fields(value: unknown): Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

export function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A whole number, also from the decimal text nodeos uses for 64-bit values. */
export function whole(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A 64-hex transaction or block id, lower case; anything else is not one. */
export function hexId(value: unknown): string | undefined {
  return typeof value === "string" && /^[0-9a-fA-F]{64}$/.test(value) ? value.toLowerCase() : undefined;
}
