import { parseSymbol } from "@ux/core/money/symbol";
import { isCanonicalChainName, uint64ToName } from "@ux/core/names/accountName";
import { symbolCodeValue, symbolValue } from "../../contracts/framework/chainAsset";
import { chainError } from "../chainErrors";
import { nameValue } from "../nameValue";
import type { SecondaryKey, SecondaryKeyType } from "../state/contractTable";

const UINT64_MAX = (1n << 64n) - 1n;

/**
 * nodeos' convert_to_type<uint64_t> for table bounds and scopes: a decimal uint64, else a name, else a
 * symbol with precision ('4,UTX'), else a symbol code ('UTX').
 */
export function uint64FromText(text: string, description: string): bigint {
  if (/^[0-9]+$/.test(text)) {
    const value = BigInt(text);
    if (value <= UINT64_MAX) return value;
  }
  const trimmed = text.trim();
  if (isCanonicalChainName(trimmed)) return nameValue(trimmed);
  if (trimmed.includes(",")) {
    const symbol = parseSymbol(trimmed);
    if (symbol.ok) return symbolValue(symbol.value);
  }
  if (/^[A-Z]{1,7}$/.test(trimmed)) return symbolCodeValue(trimmed);
  throw chainError(
    "chain_type_exception",
    `Could not convert ${description} string '${text}' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)`,
  );
}

/** A scope given as text (name, number or symbol code) as the name text the state keys tables by. */
export function scopeName(text: string): string {
  return uint64ToName(uint64FromText(text, "scope"));
}

const HASH_BYTES: Partial<Record<SecondaryKeyType, number>> = {
  sha256: 32,
  checksum256: 32,
  ripemd160: 20,
  checksum160: 20,
};

/** A bound for an index of the given key type, in the index's stored form. */
export function boundKey(type: SecondaryKeyType, text: string, description: string): SecondaryKey {
  const hashBytes = HASH_BYTES[type];
  if (hashBytes !== undefined) {
    const hex = text.toLowerCase().replace(/^0x/, "");
    if (!/^[0-9a-f]*$/.test(hex) || hex.length > hashBytes * 2) {
      throw chainError(
        "chain_type_exception",
        `Invalid ${description} string '${text}' for key type ${type}`,
      );
    }
    return hex.padEnd(hashBytes * 2, "0");
  }
  if (type === "name") {
    if (!isCanonicalChainName(text))
      throw chainError("chain_type_exception", `Invalid name '${text}' for ${description}`);
    return nameValue(text);
  }
  if (type === "i128") {
    try {
      const value = BigInt(text);
      if (value >= 0n && value < 1n << 128n) return value;
    } catch {
      // falls through to the refusal
    }
    throw chainError("chain_type_exception", `Could not convert ${description} string '${text}' to uint128`);
  }
  return uint64FromText(text, description);
}

/** The text of a key as nodeos prints next_key. */
export function keyText(type: SecondaryKeyType, key: SecondaryKey): string {
  if (typeof key === "string") return key;
  if (type === "name") return uint64ToName(key);
  return key.toString();
}
