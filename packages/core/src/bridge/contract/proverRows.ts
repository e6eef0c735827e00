import * as z from "zod/mini";
import { legacyProducerScheduleWire, producerAuthorityScheduleWire } from "../../antelope/proofWire";
import { abiTyped } from "../../contracts/abiType";
import {
  boolSchema,
  checksum256Schema,
  nameSchema,
  smallIdSchema,
  uint32Schema,
} from "../../contracts/chainJson";

/*
 * The prover's tables as get_table_rows (json=true) prints them: exactly the public bridge contract's
 * fields, so its tools and UIs read them. The ABI (proverAbi.ts) is derived from these schemas.
 */

/** `time_point` as nodeos prints it: UTC with milliseconds, no zone ("2026-01-01T00:00:00.000"). */
export const timePointSchema = abiTyped(
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/, "expected a time like 2026-01-01T00:00:00.000"),
    ),
  "time_point",
);

/** Table `chains` (scope = contract, key = name, index `chainid`): one connected chain. */
export const chainRowSchema = z.object({
  /** The readable chain name (the network config's bridgeChainName), also the other tables' scope. */
  name: nameSchema,
  chain_id: checksum256Schema,
  /** 0 while ACTION_RETURN_VALUE is not active on that chain, else the block that activated it. */
  return_value_activated: uint32Schema,
  enabled: boolSchema,
});
export type ChainRow = z.output<typeof chainRowSchema>;

/**
 * Table `schedules` (scope = chain name, key = version, index `expiry`): one producer schedule of that
 * chain. Exactly one of the two schedules is set; the other is empty (version 0, no producers).
 */
export const scheduleRowSchema = z.object({
  version: smallIdSchema,
  producer_schedule_v1: legacyProducerScheduleWire,
  producer_schedule_v2: producerAuthorityScheduleWire,
  /** What block signatures commit to: sha256 of the packed schedule. */
  hash: checksum256Schema,
  first_block: uint32Schema,
  /** 4294967295 until the next schedule is proven. */
  last_block: uint32Schema,
  /** After it, garbage collection may drop the row (never one of the last two schedules). */
  expiry: timePointSchema,
});
export type ScheduleRow = z.output<typeof scheduleRowSchema>;

/** Table `lastproofs` (scope = chain name, key = id, indexes `height`, `merkleroot`, `expiry`). */
export const lastProofRowSchema = z.object({
  id: smallIdSchema,
  block_height: uint32Schema,
  /** The block merkle root before block_height: light proofs of any earlier block end at it. */
  block_merkle_root: checksum256Schema,
  expiry: timePointSchema,
});
export type LastProofRow = z.output<typeof lastProofRowSchema>;
