import * as z from "zod/mini";
import { parseAsset } from "../money/asset";
import { parseSymbol } from "../money/symbol";
import { isCanonicalChainName } from "../names/accountName";
import { abiTyped, abiTypeOf } from "./abiType";

/*
 * Building blocks for the JSON nodeos prints for ABI types (get_table_rows with json=true, action data in
 * traces and history). zod/mini because the app parses these rows too and the classic API cannot be
 * tree-shaken. Row texts stay as the chain wrote them ('1.0000 UTX'); converters turn them into bigint units.
 */

const MAX_UINT64 = (1n << 64n) - 1n;

/** `name`: the canonical text of a non-empty Antelope name ('amm.ux'), never a mangled one. */
export const nameSchema = abiTyped(
  z
    .string()
    .check(
      z.refine((text) => text !== "" && isCanonicalChainName(text), "expected an Antelope account name"),
    ),
  "name",
);

/**
 * `uint64`: nodeos prints it as a JSON number up to 2^32-1 and as a string above; both are read and kept as
 * canonical decimal text (no leading zeros), which is also how order ids travel between processes.
 */
export const uint64Schema = abiTyped(
  z.pipe(
    z.union([
      z.int().check(z.gte(0)),
      z.string().check(z.regex(/^\d{1,20}$/, "expected an unsigned integer")),
    ]),
    z.transform((value: number | string, ctx) => {
      const big = BigInt(value);
      if (big > MAX_UINT64) {
        ctx.issues.push({ code: "custom", message: "uint64 out of range", input: value });
        return z.NEVER;
      }
      return big.toString();
    }),
  ),
  "uint64",
);

/** A uint64 that is also a safe JS integer (pool ids): read as a number. */
export const smallIdSchema = abiTyped(
  z.pipe(
    uint64Schema,
    z.transform((text: string, ctx) => {
      const value = Number(text);
      if (!Number.isSafeInteger(value)) {
        ctx.issues.push({ code: "custom", message: "id is too large", input: text });
        return z.NEVER;
      }
      return value;
    }),
  ),
  "uint64",
);

/** uint16 / uint32 fields printed as JSON numbers (weights, proportions, fees, limits). */
export const uint16Schema = abiTyped(z.int().check(z.gte(0), z.lte(0xffff)), "uint16");
export const uint32Schema = abiTyped(z.int().check(z.gte(0), z.lte(0xffff_ffff)), "uint32");

/** `bool`: nodeos prints true/false; some tools print 0/1. Read as a boolean. */
export const boolSchema = abiTyped(
  z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1)]),
    z.transform((value: boolean | 0 | 1) => value === true || value === 1),
  ),
  "bool",
);

/** `asset`: the exact text '1.0000 UTX' (one space, all decimals of the precision). */
export const assetTextSchema = abiTyped(
  z.string().check(z.refine((text) => parseAsset(text).ok, "expected an asset like '1.0000 UTX'")),
  "asset",
);

/** `symbol`: 'precision,CODE' ('4,UTX'). */
export const symbolTextSchema = abiTyped(
  z.string().check(z.refine((text) => parseSymbol(text).ok, "expected a symbol like '4,UTX'")),
  "symbol",
);

/** `checksum256`: 64 hex digits (transaction ids), kept lower case. */
export const checksum256Schema = abiTyped(
  z.pipe(
    z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, "expected 64 hex digits")),
    z.transform((text: string) => text.toLowerCase()),
  ),
  "checksum256",
);

/** `time_point_sec`: nodeos text without zone, 'YYYY-MM-DDTHH:MM:SS' (UTC); a trailing '.000' is accepted. */
export const timePointSecSchema = abiTyped(
  z
    .string()
    .check(
      z.regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/,
        "expected a time like 2026-01-01T00:00:00",
      ),
    ),
  "time_point_sec",
);

/** extended_symbol {sym: '4,UTX', contract: 'eosio.token'}: a token is its symbol AND its issuing contract. */
export const extSymbolSchema = abiTyped(
  z.object({
    sym: symbolTextSchema,
    contract: nameSchema,
  }),
  "extended_symbol",
);
export type ExtSymbolJson = z.output<typeof extSymbolSchema>;

/** extended_asset {quantity: '1.0000 UTX', contract: 'eosio.token'} (nodeos' built-in type). */
export const extAssetSchema = abiTyped(
  z.object({
    quantity: assetTextSchema,
    contract: nameSchema,
  }),
  "extended_asset",
);
export type ExtAssetJson = z.output<typeof extAssetSchema>;

/** `T?` (an ABI optional): nodeos prints null when absent; a missing field reads as null too. */
export function optionalField<T extends z.ZodMiniType>(schema: T) {
  return abiTyped(
    z.pipe(
      z.optional(z.nullable(schema)),
      z.transform((value: z.output<T> | null | undefined) => value ?? null),
    ),
    `${abiTypeOf(schema)}?`,
  );
}

/**
 * `T$` (an ABI binary extension): a field appended to a struct after it was published, so older clients
 * keep sending the old bytes. Absent means the data simply ends before it (nodeos leaves it out of the JSON;
 * WharfKit decodes it as null); a missing or null field reads as null. Typed as an optional key, so data
 * built without it stays valid.
 */
export function binaryExtension<T extends z.ZodMiniType>(schema: T) {
  const read = z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
  // Only the type is optional: at run time the pipe always yields null for a missing key (a z.optional
  // around it would leave the key out instead).
  return abiTyped(read, `${abiTypeOf(schema)}$`) as unknown as z.ZodMiniOptional<typeof read>;
}

/** `string`, and a closed set of strings the chain stores as `string` (statuses, kinds). */
export const stringSchema = abiTyped(z.string(), "string");
export function stringEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return abiTyped(z.enum(values), "string");
}

/** Unix seconds of a time_point_sec text (UTC). */
export function timePointSecToUnix(text: string): number {
  return Math.floor(Date.parse(`${text.replace(/\.\d+$/, "")}Z`) / 1000);
}

/** time_point_sec text of unix seconds. */
export function unixToTimePointSec(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}
