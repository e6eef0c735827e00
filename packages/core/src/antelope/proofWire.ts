import { PublicKey, Signature } from "@wharfkit/antelope";
import * as z from "zod/mini";
import { abiTyped } from "../contracts/abiType";
import { isCanonicalChainName } from "../names/accountName";
import { parseBlockTimestamp } from "./blockTimestamp";

/*
 * The bridge's proof structs as JSON: the action data of the prover's checkproof and init actions, and
 * the producer schedules its tables hold. Each field is tagged with its ABI type and each struct with
 * the public bridge contract's struct name, so the prover's ABI is derived from these declarations
 * (core/bridge/contract). Leaves are checked strictly (canonical names, valid keys and signatures, exact
 * hex) and read into domain values (bigint sequences, timestamp slots, lowercase hex); proofSchemas.ts
 * turns the structs into the camelCase domain types.
 */

/** Antelope's config::max_producers. */
const MAX_PRODUCERS = 125;
/** Path and active-node entries are uint16 indices, so a hashes table beyond this is unreachable. */
const MAX_HASHES = 65_536;
const UINT64_MAX = (1n << 64n) - 1n;

const lowerCase = (text: string) => text.toLowerCase();

export const checksum256Wire = abiTyped(
  z.pipe(
    z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, "must be a 32-byte hex digest")),
    z.transform(lowerCase),
  ),
  "checksum256",
);

export const bytesWire = abiTyped(
  z.pipe(z.string().check(z.regex(/^(?:[0-9a-fA-F]{2})*$/, "must be hex bytes")), z.transform(lowerCase)),
  "bytes",
);

// Chain data may hold any canonical name (13 characters included), never text Name.from would mangle.
export const nameWire = abiTyped(
  z
    .string()
    .check(
      z.refine((text) => text !== "" && isCanonicalChainName(text), "must be a canonical Antelope name"),
    ),
  "name",
);

export const uint16Wire = abiTyped(z.int().check(z.gte(0), z.lte(0xffff)), "uint16");
export const uint32Wire = abiTyped(z.int().check(z.gte(0), z.lte(0xffff_ffff)), "uint32");

/** JSON writes uint64 as a decimal string, or as a number when small enough to be exact. */
const uint64Text = z.union([
  z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)),
  z.string().check(z.regex(/^\d{1,20}$/, "must be digits")),
]);

export const uint64Wire = abiTyped(
  z.pipe(
    uint64Text,
    z.transform((value: number | string, context) => {
      const big = BigInt(value);
      if (big <= UINT64_MAX) return big;
      context.issues.push({ code: "custom", message: "must fit in uint64", input: value });
      return z.NEVER;
    }),
  ),
  "uint64",
);

/** A uint64 that counts something a JS number holds exactly (the block merkle's node count). */
export const countWire = abiTyped(
  z.pipe(
    uint64Text,
    z.transform((value: number | string, context) => {
      const count = Number(value);
      if (Number.isSafeInteger(count)) return count;
      context.issues.push({ code: "custom", message: "must be a safe integer", input: value });
      return z.NEVER;
    }),
  ),
  "uint64",
);

export const varuint32Wire = abiTyped(
  z.pipe(
    z.union([uint32Wire, z.string().check(z.regex(/^\d{1,10}$/, "must be digits"))]),
    z.transform((value: number | string, context) => {
      const number = Number(value);
      if (number <= 0xffff_ffff) return number;
      context.issues.push({ code: "custom", message: "must fit in uint32", input: value });
      return z.NEVER;
    }),
  ),
  "varuint32",
);

function parses(parse: (text: string) => unknown) {
  return (text: string) => {
    try {
      parse(text);
      return true;
    } catch {
      return false;
    }
  };
}

export const publicKeyWire = abiTyped(
  z.string().check(z.refine(parses(PublicKey.from), "must be a valid public key")),
  "public_key",
);

export const signatureWire = abiTyped(
  z.string().check(z.refine(parses(Signature.from), "must be a valid signature")),
  "signature",
);

/** block_timestamp_type text ("2022-07-04T05:20:11.000"), read as its half-second slot. */
export const blockTimestampWire = abiTyped(
  z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      try {
        return parseBlockTimestamp(text);
      } catch (error) {
        context.issues.push({ code: "custom", message: (error as Error).message, input: text });
        return z.NEVER;
      }
    }),
  ),
  "block_timestamp_type",
);

const producers = <T extends z.ZodMiniType>(producer: T) =>
  z.array(producer).check(z.maxLength(MAX_PRODUCERS));

export const producerKeyWire = abiTyped(
  z.object({ producer_name: nameWire, block_signing_key: publicKeyWire }),
  "producer_key",
);

/** The legacy producer_schedule (one key per producer), as a header's new_producers carries it. */
export const legacyProducerScheduleWire = abiTyped(
  z.object({ version: uint32Wire, producers: producers(producerKeyWire) }),
  "producer_schedule",
);

export const keyWeightWire = abiTyped(z.object({ key: publicKeyWire, weight: uint16Wire }), "key_weight");

export const blockSigningAuthorityV0Wire = abiTyped(
  z.object({ threshold: uint32Wire, keys: z.array(keyWeightWire) }),
  "block_signing_authority_v0",
);

/** The variant block_signing_authority, whose one alternative is block_signing_authority_v0. */
export const blockSigningAuthorityWire = abiTyped(
  z.tuple([z.literal("block_signing_authority_v0"), blockSigningAuthorityV0Wire]),
  "block_signing_authority",
);

export const producerAuthorityWire = abiTyped(
  z.object({ producer_name: nameWire, authority: blockSigningAuthorityWire }),
  "producer_authority",
);

/** producer_authority_schedule, which the bridge calls schedulev2. */
export const producerAuthorityScheduleWire = abiTyped(
  z.object({ version: uint32Wire, producers: producers(producerAuthorityWire) }),
  "schedulev2",
);

/** A header extension: std::pair<uint16_t, std::vector<char>>. */
export const headerExtensionWire = abiTyped(
  z.object({ first: uint16Wire, second: bytesWire }),
  "pair_uint16_bytes",
);

export const blockHeaderWire = abiTyped(
  z.object({
    timestamp: blockTimestampWire,
    producer: nameWire,
    confirmed: uint16Wire,
    previous: checksum256Wire,
    transaction_mroot: checksum256Wire,
    action_mroot: checksum256Wire,
    schedule_version: uint32Wire,
    new_producers: abiTyped(z.optional(z.nullable(legacyProducerScheduleWire)), "producer_schedule?"),
    header_extensions: z.array(headerExtensionWire),
  }),
  "blockheader",
);

/** A header with its producer's signatures, the block merkle root before it and a path of hash indices. */
export const signedBlockHeaderWire = abiTyped(
  z.object({
    header: blockHeaderWire,
    producer_signatures: z.array(signatureWire),
    previous_bmroot: checksum256Wire,
    bmproofpath: z.array(uint16Wire),
  }),
  "sblockheader",
);

/** The block to prove and the incremental block merkle before its predecessor (hash indices). */
export const anchorBlockWire = abiTyped(
  z.object({ block: signedBlockHeaderWire, active_nodes: z.array(uint16Wire), node_count: countWire }),
  "anchorblock",
);

export const heavyBlockProofWire = abiTyped(
  z.object({
    chain_id: checksum256Wire,
    hashes: z.array(checksum256Wire).check(z.maxLength(MAX_HASHES)),
    blocktoprove: anchorBlockWire,
    bftproof: z.array(signedBlockHeaderWire),
  }),
  "heavyproof",
);

export const lightBlockProofWire = abiTyped(
  z.object({
    chain_id: checksum256Wire,
    header: blockHeaderWire,
    root: checksum256Wire,
    bmproofpath: z.array(checksum256Wire),
  }),
  "lightproof",
);

export const permissionLevelWire = abiTyped(
  z.object({ actor: nameWire, permission: nameWire }),
  "permission_level",
);

export const actionWire = abiTyped(
  z.object({
    account: nameWire,
    name: nameWire,
    authorization: z.array(permissionLevelWire),
    data: bytesWire,
  }),
  "action",
);

export const authSequenceWire = abiTyped(z.object({ account: nameWire, sequence: uint64Wire }), "authseq");

export const actionReceiptWire = abiTyped(
  z.object({
    receiver: nameWire,
    act_digest: checksum256Wire,
    global_sequence: uint64Wire,
    recv_sequence: uint64Wire,
    auth_sequence: z.array(authSequenceWire),
    code_sequence: varuint32Wire,
    abi_sequence: varuint32Wire,
  }),
  "actreceipt",
);

export const actionProofWire = abiTyped(
  z.object({
    action: actionWire,
    receipt: actionReceiptWire,
    returnvalue: bytesWire,
    amproofpath: z.array(checksum256Wire),
  }),
  "actionproof",
);
