import {
  type BlockHeader,
  bytesToHex,
  EMPTY_INCREMENTAL_MERKLE,
  type IncrementalMerkle,
  incrementalMerkleRoot,
  PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
  type ProducerAuthoritySchedule,
  packProducerAuthoritySchedule,
  ZERO_DIGEST,
} from "@ux/core/antelope";
import { fastBlockHeaderDigest, fastBlockId, fastHeaderSigningDigest } from "./blockHeaderDigests";
import { appendBlockId } from "./blockMerkle";
import { legacyMerkleRoot } from "./legacyMerkle";
import { scheduledProducer } from "./producerRotation";
import { genesisScheduleState, type ScheduleState, startBlockSchedule } from "./scheduleState";
import { type BlockTransaction, transactionMroot } from "./transactionReceipt";

/** The chain as of its head block: what the next block is built on. */
export interface ChainHead {
  blockNum: number;
  id: string;
  slot: number;
  /** Incremental merkle over the ids of blocks 1..blockNum (nodeos' blockroot_merkle of the next block). */
  blockMerkle: IncrementalMerkle;
  schedule: ScheduleState;
}

/** A block being filled with transactions; its number, time and producer are fixed when it starts. */
export interface PendingBlock {
  blockNum: number;
  slot: number;
  producer: string;
  previous: string;
  scheduleVersion: number;
  announced: ProducerAuthoritySchedule | null;
  /** Schedules as this block leaves them (a setprods in it changes `proposed`). */
  schedule: ScheduleState;
  transactions: BlockTransaction[];
  /** action_receipt digests of every transaction, in execution order. */
  actionReceiptDigests: string[];
}

/** A block as its producer signed it. */
export interface SignedBlock {
  blockNum: number;
  id: string;
  header: BlockHeader;
  producerSignature: string;
  /** The block merkle root before this block (over ids 1..blockNum-1), which the signature commits to. */
  previousBmroot: string;
  /** The schedule hash the signature commits to. */
  scheduleHash: string;
  transactions: BlockTransaction[];
}

/** Signs a 32-byte digest (hex) with the named producer's key; returns SIG_K1_... text. */
export type BlockSigner = (producer: string, digest: string) => string;

export const GENESIS_PRODUCER = "eosio";

/** Block 1, as nodeos derives it from the genesis state: no transactions, produced by eosio. */
export function genesisBlock(
  slot: number,
  initialSchedule: ProducerAuthoritySchedule,
  sign: BlockSigner,
): { block: SignedBlock; head: ChainHead } {
  const schedule = genesisScheduleState(initialSchedule);
  const header: BlockHeader = {
    timestamp: slot,
    producer: GENESIS_PRODUCER,
    confirmed: 0,
    previous: ZERO_DIGEST,
    transactionMroot: ZERO_DIGEST,
    actionMroot: ZERO_DIGEST,
    scheduleVersion: 0,
    newProducers: null,
    headerExtensions: [],
  };
  const digest = fastBlockHeaderDigest(header);
  const id = fastBlockId(digest, 1);
  const signature = sign(
    GENESIS_PRODUCER,
    fastHeaderSigningDigest(digest, ZERO_DIGEST, schedule.pendingHash),
  );
  const block: SignedBlock = {
    blockNum: 1,
    id,
    header,
    producerSignature: signature,
    previousBmroot: ZERO_DIGEST,
    scheduleHash: schedule.pendingHash,
    transactions: [],
  };
  const head: ChainHead = {
    blockNum: 1,
    id,
    slot,
    blockMerkle: appendBlockId(EMPTY_INCREMENTAL_MERKLE, id),
    schedule,
  };
  return { block, head };
}

/** Starts the block after `head` at `slot`, with the schedule changes that block brings. */
export function startPendingBlock(
  head: ChainHead,
  slot: number,
  lastIrreversible: number,
  repetitions: number,
): PendingBlock {
  if (slot <= head.slot) throw new Error(`block slot ${slot} is not after the head's slot ${head.slot}`);
  const blockNum = head.blockNum + 1;
  const start = startBlockSchedule(head.schedule, blockNum, lastIrreversible);
  return {
    blockNum,
    slot,
    producer: scheduledProducer(start.producingSchedule, slot, repetitions).producerName,
    previous: head.id,
    scheduleVersion: start.producingSchedule.version,
    announced: start.announced,
    schedule: start.state,
    transactions: [],
    actionReceiptDigests: [],
  };
}

/** The header nodeos would make for the pending block. */
export function pendingBlockHeader(pending: PendingBlock): BlockHeader {
  return {
    timestamp: pending.slot,
    producer: pending.producer,
    confirmed: 0,
    previous: pending.previous,
    transactionMroot: transactionMroot(pending.transactions),
    actionMroot: legacyMerkleRoot(pending.actionReceiptDigests),
    scheduleVersion: pending.scheduleVersion,
    newProducers: null,
    headerExtensions:
      pending.announced === null
        ? []
        : [
            {
              type: PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
              data: bytesToHex(packProducerAuthoritySchedule(pending.announced)),
            },
          ],
  };
}

/** Seals the pending block: header, id, the producer's signature, and the head it leaves. */
export function finalizePendingBlock(
  head: ChainHead,
  pending: PendingBlock,
  sign: BlockSigner,
): { block: SignedBlock; head: ChainHead } {
  if (pending.blockNum !== head.blockNum + 1 || pending.previous !== head.id)
    throw new Error(`pending block ${pending.blockNum} does not follow head ${head.blockNum}`);
  const header = pendingBlockHeader(pending);
  const digest = fastBlockHeaderDigest(header);
  const previousBmroot = incrementalMerkleRoot(head.blockMerkle);
  const scheduleHash = pending.schedule.pendingHash;
  const producerSignature = sign(
    pending.producer,
    fastHeaderSigningDigest(digest, previousBmroot, scheduleHash),
  );
  const id = fastBlockId(digest, pending.blockNum);
  const block: SignedBlock = {
    blockNum: pending.blockNum,
    id,
    header,
    producerSignature,
    previousBmroot,
    scheduleHash,
    transactions: pending.transactions,
  };
  return {
    block,
    head: {
      blockNum: pending.blockNum,
      id,
      slot: pending.slot,
      blockMerkle: appendBlockId(head.blockMerkle, id),
      schedule: pending.schedule,
    },
  };
}
