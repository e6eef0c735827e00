import { PublicKey, Signature } from "@wharfkit/antelope";
import { z } from "zod";
import { isCanonicalChainName } from "../names/accountName";
import type { Action } from "./action";
import type { ActionReceipt } from "./actionReceipt";
import type { BlockHeader } from "./blockHeader";
import { parseBlockTimestamp } from "./blockTimestamp";
import type { LegacyProducerSchedule, ProducerAuthoritySchedule } from "./producerSchedule";
import type {
  ActionProof,
  AnchorBlock,
  ChainInit,
  HeavyBlockProof,
  HeavyProof,
  LightBlockProof,
  LightProof,
  SignedBlockHeader,
} from "./proofTypes";

// Zod schemas for the JSON the bridge's actions take. Untrusted input goes through these before any
// other code sees it; they check every field strictly and turn it into the camelCase domain types.

/** Antelope's config::max_producers. */
const MAX_PRODUCERS = 125;
/** Path and active-node entries are uint16 indices, so a hashes table beyond this is unreachable. */
const MAX_HASHES = 65_536;
const UINT64_MAX = (1n << 64n) - 1n;

const lowerCase = (text: string) => text.toLowerCase();

const checksum256 = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, "must be a 32-byte hex digest")
  .transform(lowerCase);

const hexBytes = z
  .string()
  .regex(/^(?:[0-9a-fA-F]{2})*$/, "must be hex bytes")
  .transform(lowerCase);

// Chain data may hold any canonical name (13 characters included), never text Name.from would mangle.
const antelopeName = z
  .string()
  .refine((text) => text !== "" && isCanonicalChainName(text), "must be a canonical Antelope name");

function uintNumber(bits: number) {
  return z
    .number()
    .int()
    .min(0)
    .max(2 ** bits - 1);
}

const uint16 = uintNumber(16);
const uint32 = uintNumber(32);

/** uint64 as Antelope JSON writes it: a decimal string, or a number when small enough to be exact. */
const uint64 = z
  .union([
    z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,20}$/, "must be digits"),
  ])
  .transform((value) => BigInt(value))
  .refine((value) => value <= UINT64_MAX, "must fit in uint64");

const varuint32 = z
  .union([uint32, z.string().regex(/^\d{1,10}$/, "must be digits")])
  .transform((value) => Number(value))
  .refine((value) => value <= 0xffffffff, "must fit in uint32");

function parsesWith(parse: (text: string) => unknown) {
  return (text: string) => {
    try {
      parse(text);
      return true;
    } catch {
      return false;
    }
  };
}

const publicKey = z.string().refine(parsesWith(PublicKey.from), "must be a valid public key");
const signature = z.string().refine(parsesWith(Signature.from), "must be a valid signature");

const blockTimestamp = z.string().transform((text, context) => {
  try {
    return parseBlockTimestamp(text);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

export const legacyProducerScheduleSchema = z
  .object({
    version: uint32,
    producers: z
      .array(z.object({ producer_name: antelopeName, block_signing_key: publicKey }))
      .max(MAX_PRODUCERS),
  })
  .transform(
    (json): LegacyProducerSchedule => ({
      version: json.version,
      producers: json.producers.map((p) => ({
        producerName: p.producer_name,
        blockSigningKey: p.block_signing_key,
      })),
    }),
  );

const blockSigningAuthority = z
  .tuple([
    z.literal("block_signing_authority_v0"),
    z.object({ threshold: uint32, keys: z.array(z.object({ key: publicKey, weight: uint16 })) }),
  ])
  .transform(([, authority]) => authority);

export const producerAuthorityScheduleSchema = z
  .object({
    version: uint32,
    producers: z
      .array(z.object({ producer_name: antelopeName, authority: blockSigningAuthority }))
      .max(MAX_PRODUCERS),
  })
  .transform(
    (json): ProducerAuthoritySchedule => ({
      version: json.version,
      producers: json.producers.map((p) => ({ producerName: p.producer_name, authority: p.authority })),
    }),
  );

export const blockHeaderSchema = z
  .object({
    timestamp: blockTimestamp,
    producer: antelopeName,
    confirmed: uint16,
    previous: checksum256,
    transaction_mroot: checksum256,
    action_mroot: checksum256,
    schedule_version: uint32,
    new_producers: legacyProducerScheduleSchema.nullable().optional(),
    header_extensions: z.array(z.object({ first: uint16, second: hexBytes })),
  })
  .transform(
    (json): BlockHeader => ({
      timestamp: json.timestamp,
      producer: json.producer,
      confirmed: json.confirmed,
      previous: json.previous,
      transactionMroot: json.transaction_mroot,
      actionMroot: json.action_mroot,
      scheduleVersion: json.schedule_version,
      newProducers: json.new_producers ?? null,
      headerExtensions: json.header_extensions.map((e) => ({ type: e.first, data: e.second })),
    }),
  );

const signedBlockHeader = z
  .object({
    header: blockHeaderSchema,
    producer_signatures: z.array(signature),
    previous_bmroot: checksum256,
    bmproofpath: z.array(uint16),
  })
  .transform(
    (json): SignedBlockHeader => ({
      header: json.header,
      producerSignatures: json.producer_signatures,
      previousBmroot: json.previous_bmroot,
      bmproofpath: json.bmproofpath,
    }),
  );

const anchorBlock = z
  .object({
    block: signedBlockHeader,
    active_nodes: z.array(uint16),
    node_count: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .transform(
    (json): AnchorBlock => ({
      block: json.block,
      activeNodes: json.active_nodes,
      nodeCount: json.node_count,
    }),
  );

export const heavyBlockProofSchema = z
  .object({
    chain_id: checksum256,
    hashes: z.array(checksum256).max(MAX_HASHES),
    blocktoprove: anchorBlock,
    bftproof: z.array(signedBlockHeader),
  })
  .transform(
    (json): HeavyBlockProof => ({
      chainId: json.chain_id,
      hashes: json.hashes,
      blockToProve: json.blocktoprove,
      bftProof: json.bftproof,
    }),
  );

export const lightBlockProofSchema = z
  .object({
    chain_id: checksum256,
    header: blockHeaderSchema,
    root: checksum256,
    bmproofpath: z.array(checksum256),
  })
  .transform(
    (json): LightBlockProof => ({
      chainId: json.chain_id,
      header: json.header,
      root: json.root,
      bmproofpath: json.bmproofpath,
    }),
  );

const actionSchema = z.object({
  account: antelopeName,
  name: antelopeName,
  authorization: z.array(z.object({ actor: antelopeName, permission: antelopeName })),
  data: hexBytes,
}) satisfies z.ZodType<Action>;

const actionReceiptSchema = z
  .object({
    receiver: antelopeName,
    act_digest: checksum256,
    global_sequence: uint64,
    recv_sequence: uint64,
    auth_sequence: z.array(z.object({ account: antelopeName, sequence: uint64 })),
    code_sequence: varuint32,
    abi_sequence: varuint32,
  })
  .transform(
    (json): ActionReceipt => ({
      receiver: json.receiver,
      actDigest: json.act_digest,
      globalSequence: json.global_sequence,
      recvSequence: json.recv_sequence,
      authSequence: json.auth_sequence,
      codeSequence: json.code_sequence,
      abiSequence: json.abi_sequence,
    }),
  );

export const actionProofSchema = z
  .object({
    action: actionSchema,
    receipt: actionReceiptSchema,
    returnvalue: hexBytes,
    amproofpath: z.array(checksum256),
  })
  .transform(
    (json): ActionProof => ({
      action: json.action,
      receipt: json.receipt,
      returnValue: json.returnvalue,
      amproofpath: json.amproofpath,
    }),
  );

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
    chain_name: antelopeName,
    chain_id: checksum256,
    return_value_activated: uint32,
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
