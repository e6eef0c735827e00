import { z } from "zod";
import {
  toActionProof,
  toBlockHeader,
  toHeavyBlockProof,
  toLegacyProducerSchedule,
  toLightBlockProof,
  toProducerAuthoritySchedule,
} from "./proofConversion";
import type { ChainInit, HeavyProof, LightProof } from "./proofTypes";
import {
  actionProofWire,
  blockHeaderWire,
  checksum256Wire,
  heavyBlockProofWire,
  legacyProducerScheduleWire,
  lightBlockProofWire,
  nameWire,
  producerAuthorityScheduleWire,
  uint32Wire,
} from "./proofWire";

// The JSON the bridge's actions take, parsed into the domain types. Untrusted input goes through these
// before any other code sees it: the structs and their strict field checks are declared once in
// proofWire.ts (which the prover's ABI is derived from); these add the turn into camelCase types. The
// classic zod entry also gives zod's English messages for the generic type errors.

export const legacyProducerScheduleSchema = z.pipe(
  legacyProducerScheduleWire,
  z.transform(toLegacyProducerSchedule),
);

export const producerAuthorityScheduleSchema = z.pipe(
  producerAuthorityScheduleWire,
  z.transform(toProducerAuthoritySchedule),
);

export const blockHeaderSchema = z.pipe(blockHeaderWire, z.transform(toBlockHeader));

export const heavyBlockProofSchema = z.pipe(heavyBlockProofWire, z.transform(toHeavyBlockProof));

export const lightBlockProofSchema = z.pipe(lightBlockProofWire, z.transform(toLightBlockProof));

export const actionProofSchema = z.pipe(actionProofWire, z.transform(toActionProof));

/** The arguments of checkproofd (blockproof) or checkproofe (blockproof and actionproof). */
export const heavyProofSchema = z
  .object({ blockproof: heavyBlockProofSchema, actionproof: actionProofSchema.optional() })
  .transform((json): HeavyProof => ({ blockProof: json.blockproof, actionProof: json.actionproof ?? null }));

/** The arguments of checkprooff. */
export const lightProofSchema = z
  .object({ blockproof: lightBlockProofSchema, actionproof: actionProofSchema })
  .transform((json): LightProof => ({ blockProof: json.blockproof, actionProof: json.actionproof }));

/** The arguments of initb (producer authority schedule) or inita (legacy schedule). */
export const chainInitSchema = z
  .object({
    chain_name: nameWire,
    chain_id: checksum256Wire,
    return_value_activated: uint32Wire,
    initial_schedule: z.union([
      producerAuthorityScheduleSchema.transform((schedule) => ({ format: "authority" as const, schedule })),
      legacyProducerScheduleSchema.transform((schedule) => ({ format: "legacy" as const, schedule })),
    ]),
  })
  .transform(
    (json): ChainInit => ({
      chainName: json.chain_name,
      chainId: json.chain_id,
      returnValueActivated: json.return_value_activated,
      initialSchedule: json.initial_schedule,
    }),
  );

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses untrusted input with `schema` and answers `use(value)`; input that does not parse answers its error. */
export function withParsed<T, R>(
  schema: z.ZodType<T>,
  input: unknown,
  use: (value: T) => R,
): R | { ok: false; error: string } {
  const parsed = parseWith(schema, input);
  return parsed.ok ? use(parsed.value) : parsed;
}

/** Parses untrusted input; the error lists each problem with the path of the field, e.g. "blockproof.root: ...". */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    return path === "" ? issue.message : `${path}: ${issue.message}`;
  });
  return { ok: false, error: `invalid proof input: ${problems.join("; ")}` };
}
