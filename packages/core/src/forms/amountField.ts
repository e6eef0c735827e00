import { parseUserAmount } from "../money/userAmount";

/**
 * The reading of an amount field for form rules: empty (nothing typed), invalid (with the parser's
 * message), or a value in units (possibly zero; each form decides what zero means).
 */
export type AmountField =
  | { readonly kind: "empty" }
  | { readonly kind: "invalid"; readonly error: string }
  | { readonly kind: "value"; readonly units: bigint };

/** `maxUnits` defaults to Antelope's asset maximum; Ethereum amounts pass MAX_UINT256. */
export function readAmountField(text: string, decimals: number, maxUnits?: bigint): AmountField {
  if (text === "") return { kind: "empty" };
  const result = parseUserAmount(text, decimals, maxUnits === undefined ? {} : { maxUnits });
  return result.ok ? { kind: "value", units: result.units } : { kind: "invalid", error: result.error };
}

/** Units of a field when it holds a positive amount, else 0 (empty, invalid and zero count as nothing). */
export function positiveUnits(field: AmountField): bigint {
  return field.kind === "value" && field.units > 0n ? field.units : 0n;
}
