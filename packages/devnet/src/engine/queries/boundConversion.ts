import { isCanonicalChainName, nameToUint64, uint64ToName } from "@ux/core/names";
import { symbolCodeValue } from "../../contracts/framework/chainAsset";
import { chainError } from "../chainErrors";
import { keyTypeConversionError } from "./queryErrors";

const UINT64_LIMIT = 1n << 64n;
const SYMBOL_CODE = /^[A-Z]{1,7}$/;
const PRECISION_SYMBOL = /^(\d{1,2}),([A-Z]{1,7})$/;

/**
 * nodeos' convert_to_type<uint64_t> for scopes and 64-bit bounds: a decimal number, else a name, else a
 * symbol with precision ("4,UTX": its full value), else a symbol code ("UTX").
 */
export function uint64FromText(text: string, field: string): bigint {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const value = BigInt(trimmed);
    if (value < UINT64_LIMIT) return value;
  }
  if (trimmed !== "" && isCanonicalChainName(trimmed)) return nameToUint64(trimmed);
  const withPrecision = PRECISION_SYMBOL.exec(trimmed);
  if (withPrecision)
    return BigInt(withPrecision[1] as string) | (symbolCodeValue(withPrecision[2] as string) << 8n);
  if (SYMBOL_CODE.test(trimmed)) return symbolCodeValue(trimmed);
  throw chainError(
    "chain_type_exception",
    `Could not convert ${field} string '${text}' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)`,
  );
}

/** A scope as the state stores it (a name), from any of the forms nodeos accepts. */
export function scopeName(text: string): string {
  return uint64ToName(uint64FromText(text, "scope"));
}

/** A 128-bit bound: decimal or 0x-prefixed hex. */
export function uint128FromText(text: string, field: string): bigint {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed) || /^0x[0-9a-fA-F]+$/.test(trimmed)) {
    const value = BigInt(trimmed);
    if (value < 1n << 128n) return value;
  }
  throw keyTypeConversionError(field, text);
}

/** A fixed-size hash bound as lowercase hex of `bytes` bytes. */
export function hashFromText(text: string, bytes: number, field: string): string {
  const trimmed = text.trim().replace(/^0x/, "");
  if (trimmed.length !== bytes * 2 || !/^[0-9a-fA-F]+$/.test(trimmed))
    throw keyTypeConversionError(field, text);
  return trimmed.toLowerCase();
}
