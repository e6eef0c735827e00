import { failed, type ParseResult, parsed } from "./parseResult";
import { isValidPrecision, MAX_PRECISION, type TokenSymbol } from "./symbol";
import { formatUnits } from "./unitsText";

/** An amount of a token as integer units (amount / 10^precision tokens). Never a float. */
export interface Asset {
  readonly amount: bigint;
  readonly symbol: TokenSymbol;
}

/** An asset together with the token contract that issues it (the same symbol can exist twice). */
export interface ExtendedAsset extends Asset {
  readonly contract: string;
}

/**
 * Antelope's asset::max_amount is 2^62-1, not the int64 max: the chain refuses any asset whose
 * |amount| exceeds it, so that adding two valid assets can never overflow int64.
 */
export const MAX_ASSET_AMOUNT = (1n << 62n) - 1n;

export function isAmountInRange(amount: bigint): boolean {
  return amount >= -MAX_ASSET_AMOUNT && amount <= MAX_ASSET_AMOUNT;
}

export type AssetParseError = "format" | "precision" | "range" | "negative-zero";

// One space between amount and code; the decimals written define the precision. Leading zeros only
// as the single digit before the dot, so every asset has exactly one text form.
const ASSET_TEXT = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))? ([A-Z]{1,7})$/;

/** Parses the exact Antelope text form '1.2345 UTX'. Anything else is refused with a reason. */
export function parseAsset(text: string): ParseResult<Asset, AssetParseError> {
  const match = ASSET_TEXT.exec(text);
  if (!match) return failed("format", `'${text}' is not an asset of the form '1.0000 SYM'`);
  const [, sign, whole, fraction = "", code] = match;
  const precision = fraction.length;
  if (!isValidPrecision(precision)) {
    return failed("precision", `'${text}' has ${precision} decimals; at most ${MAX_PRECISION} are allowed`);
  }
  const magnitude = BigInt(`${whole}${fraction}`);
  if (sign === "-" && magnitude === 0n) return failed("negative-zero", `'${text}' is a negative zero`);
  const amount = sign === "-" ? -magnitude : magnitude;
  if (!isAmountInRange(amount))
    return failed("range", `'${text}' is outside the asset range of 2^62-1 units`);
  return parsed({ amount, symbol: { code: code as string, precision } });
}

/** parseAsset for trusted data (chain answers): throws instead of returning a failure. */
export function parseAssetOrThrow(text: string): Asset {
  const result = parseAsset(text);
  if (!result.ok) throw new RangeError(result.error);
  return result.value;
}

/** '1.2345 UTX': always every decimal of the precision ('0.0000 UTX', '-1.0000 UTX'). */
export function formatAsset(asset: Asset): string {
  return `${formatUnits(asset.amount, asset.symbol.precision)} ${asset.symbol.code}`;
}

export function makeAsset(amount: bigint, symbol: TokenSymbol): Asset {
  if (!isAmountInRange(amount)) throw new RangeError(`amount ${amount} is outside the asset range`);
  return { amount, symbol };
}
