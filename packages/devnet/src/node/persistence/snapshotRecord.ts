import { z } from "zod";
import type { ChainHead } from "../blockAssembly";

/** A snapshot: the chain head and engine state right after a block, and where the log resumes. */
export interface SnapshotRecord {
  format: 1;
  chainId: string;
  /** Byte offset of the first log record after the snapshot's block. */
  logOffset: number;
  head: ChainHead;
  engine: unknown;
}

const digest = z.string().regex(/^[0-9a-f]{64}$/);
const schedule = z.object({
  version: z.number().int().nonnegative(),
  producers: z.array(
    z.object({
      producerName: z.string(),
      authority: z.object({
        threshold: z.number().int().positive(),
        keys: z.array(z.object({ key: z.string(), weight: z.number().int().positive() })),
      }),
    }),
  ),
});

const snapshotSchema = z.object({
  format: z.literal(1),
  chainId: digest,
  logOffset: z.number().int().nonnegative(),
  head: z.object({
    blockNum: z.number().int().positive(),
    id: digest,
    slot: z.number().int().nonnegative(),
    blockMerkle: z.object({ nodeCount: z.number().int().nonnegative(), activeNodes: z.array(digest) }),
    schedule: z.object({
      active: schedule,
      pending: z.object({ schedule, announcedIn: z.number().int() }).nullable(),
      proposed: z.object({ schedule, proposedIn: z.number().int() }).nullable(),
      pendingHash: digest,
    }),
  }),
  engine: z.unknown(),
});

/** Parses a snapshot file's text; throws on anything malformed. */
export function parseSnapshot(text: string): SnapshotRecord {
  return snapshotSchema.parse(JSON.parse(text)) as SnapshotRecord;
}
