import type { IncomingTransaction } from "../../engine/engineContract";
import { slotAt } from "../blockSlot";
import type { ExecutionEngine } from "../executionEngine";
import type { BlockIndex } from "../history/blockIndex";
import type { BlockProduction, SealedBlock } from "../production/blockProduction";
import { BlockLog, type LoggedRecord, type RecordLocation } from "./blockLog";
import { ChainPersistence, type ChainPersistenceOptions } from "./chainPersistence";
import { type ChainFolder, prepareChainFolder } from "./dataFolder";
import type { LogRecord } from "./logRecords";
import { ReplayError } from "./replayError";
import { readSnapshotFile } from "./snapshotFile";
import { parseSnapshot, type SnapshotRecord } from "./snapshotRecord";

/** The parts of a chain node that a restart rebuilds. */
export interface RestoreTarget {
  chainName: string;
  chainId: string;
  engine: ExecutionEngine;
  production: BlockProduction;
  index: BlockIndex;
  /** Runs the genesis hook on the engine and returns block 1 at `slot` (not the head yet). */
  genesis(slot: number): SealedBlock;
  /** Makes a sealed block the head and indexes it at its log location. */
  accept(sealed: SealedBlock, location: RecordLocation | null): void;
  /** Recovers signatures off the event loop before the log tail's transactions are applied. */
  prepareTransaction?: (incoming: IncomingTransaction) => Promise<void>;
  say(line: string): void;
}

export interface RestoreOptions {
  folder: ChainFolder;
  /** Wipe the folder first. */
  reset: boolean;
  /** Wall clock in ms: a new folder's genesis slot. */
  now: () => number;
  persistence: ChainPersistenceOptions;
}

/**
 * Opens a chain's folder and rebuilds the chain from it: a new folder gets block 1 and the genesis state
 * (then a snapshot); otherwise the state comes from the snapshot, or from genesis when none is readable, and
 * the log's records after it are replayed through the engine, every replayed block reproducing its logged id.
 * Returns the folder's persistence, ready for the records of new blocks.
 */
export async function restoreFromFolder(
  target: RestoreTarget,
  options: RestoreOptions,
): Promise<ChainPersistence> {
  const { folder } = options;
  const meta = prepareChainFolder(
    folder,
    { format: 1, chainId: target.chainId, genesisSlot: slotAt(options.now()) },
    options.reset,
  );
  const started = performance.now();
  const { log, records } = await BlockLog.open<LogRecord>(folder.blockLog);
  const persistence = new ChainPersistence(log, folder, options.persistence);
  const snapshotText = records.length > 0 ? readSnapshotFile(folder.snapshot) : null;
  const snapshot = snapshotText === null ? null : readSnapshot(target, snapshotText, log.size);
  if (records.length === 0) {
    const genesis = target.genesis(meta.genesisSlot);
    const location = persistence.appendBlock({ kind: "block", block: genesis.block, traces: [] });
    target.accept(genesis, location);
    await persistence.writeSnapshot();
    return persistence;
  }
  if (snapshot) {
    target.engine.restore(snapshot.engine);
    target.production.advanceTo(snapshot.head);
    persistence.snapshotAt(snapshot.head.blockNum);
  } else {
    const genesis = target.genesis(meta.genesisSlot);
    target.accept(genesis, null);
    const first = records[0]?.record;
    if (first?.kind !== "block" || first.block.id !== genesis.block.id)
      throw new ReplayError(`the block log of ${target.chainName} does not start with its genesis block`);
  }
  const logOffset = snapshot?.logOffset ?? 0;
  await prepareTail(target, records, logOffset);
  let replayed = 0;
  for (const { record, offset, length } of records) {
    const location = { offset, length };
    if (snapshot && offset < logOffset) {
      if (record.kind === "block") target.index.addLogged(record.block, record.traces, location);
      continue;
    }
    if (!snapshot && record.kind === "block" && record.block.blockNum === 1) {
      target.index.locate(1, location);
      continue;
    }
    if (replayRecord(target, record, location)) replayed++;
  }
  target.say(
    `${target.chainName}: replayed ${replayed} block(s) after ${snapshot ? `snapshot at ${snapshot.head.blockNum}` : "genesis"}, head ${target.production.head.blockNum}, in ${Math.round(performance.now() - started)} ms`,
  );
  // The ABI is part of the state: a folder made before a contract grew its interface keeps the old one.
  const outdated = target.engine.outdatedAbis?.() ?? [];
  if (outdated.length > 0)
    target.say(
      `${target.chainName}: ${outdated.join(", ")} still serve(s) the ABI of an older contract (this data folder predates a contract change); start with --reset to use what the new ABI adds (e.g. the AMM's minimum outputs)`,
    );
  if (replayed >= options.persistence.snapshotEvery && target.production.pending === null)
    await persistence.writeSnapshot();
  return persistence;
}

/** The snapshot, unless it is unreadable or belongs to another chain or log (then the log is replayed). */
function readSnapshot(target: RestoreTarget, text: string, logSize: number): SnapshotRecord | null {
  let snapshot: SnapshotRecord;
  try {
    snapshot = parseSnapshot(text);
  } catch (error) {
    target.say(
      `${target.chainName}: ignoring an unreadable snapshot (${(error as Error).message}); replaying the log`,
    );
    return null;
  }
  if (snapshot.chainId !== target.chainId || snapshot.logOffset > logSize) {
    target.say(
      `${target.chainName}: ignoring a snapshot that does not match the block log; replaying the log`,
    );
    return null;
  }
  return snapshot;
}

/** Recovers the signatures of the tail's transactions on the worker threads, all at once. */
async function prepareTail(
  target: RestoreTarget,
  records: readonly LoggedRecord<LogRecord>[],
  logOffset: number,
): Promise<void> {
  const prepare = target.prepareTransaction;
  if (!prepare) return;
  await Promise.all(
    records.flatMap(({ record, offset }) =>
      record.kind === "trx" && offset >= logOffset ? [prepare(record.trx)] : [],
    ),
  );
}

/** Replays one record of the log tail; returns true when it sealed a block. */
function replayRecord(target: RestoreTarget, record: LogRecord, location: RecordLocation): boolean {
  const { chainName, production } = target;
  switch (record.kind) {
    case "trx": {
      const at = { blockNum: record.block, slot: record.slot };
      production.pendingAt(at);
      try {
        production.apply(record.trx, at);
      } catch (error) {
        throw new ReplayError(
          `${chainName}: a logged transaction of block ${record.block} failed on replay: ${(error as Error).message}`,
        );
      }
      return false;
    }
    case "prods":
      production.propose(record.producers, { blockNum: record.block, slot: record.slot });
      return false;
    case "block": {
      const logged = record.block;
      production.pendingAt({ blockNum: logged.blockNum, slot: logged.header.timestamp });
      const sealed = production.seal(() => logged.producerSignature);
      if (sealed.block.id !== logged.id)
        throw new ReplayError(
          `${chainName}: block ${logged.blockNum} replays to id ${sealed.block.id}, the log has ${logged.id}`,
        );
      target.accept(sealed, location);
      return true;
    }
  }
}
