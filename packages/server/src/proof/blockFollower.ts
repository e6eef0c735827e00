import { headerOfNodeosBlock, MerkleLevels, type NodeosBlock, schedulesProposedBy } from "@ux/core/antelope";
import { nativeCanonicalPair } from "./nativeMerkleHash";
import type { ProofNode } from "./proofNode";
import type { FollowedBatch, KnownSchedule, ProofStore } from "./proofStore";

export interface BlockFollowerOptions {
  node: ProofNode;
  store: ProofStore;
  /** The poll interval while a request waits for a block (the answer's latency). */
  pollMs: number;
  /**
   * The poll interval while no request waits (default pollMs): an idle follower polls seldom and stores
   * the blocks that came meanwhile in one transaction; a request that needs a newer block polls at once.
   */
  idlePollMs?: number;
  /** Blocks fetched at once while catching up. */
  batchSize?: number;
  /** Recent blocks kept whole, so a fresh transfer's proof needs no get_block of its own. */
  cacheSize?: number;
  /**
   * Followed blocks are stored at most this often (default 0: after every batch). Proofs are built from
   * memory; the store only lets a restart resume, and one that finds fewer blocks stored fetches the rest
   * again, so an idle follower need not write every poll. A proposed schedule is stored at once.
   */
  storeEveryMs?: number;
  log: (message: string) => void;
}

/**
 * Follows one chain's irreversible blocks through get_block (a proof only covers final blocks) and keeps
 * what proofs are built from: every block id, the block merkle and the producer schedules the headers
 * proposed, stored after each batch (or every storeEveryMs) so a restart resumes from the last stored block.
 */
export class BlockFollower {
  chainId = "";
  /** The first block this run read from the node: a restart resumes, so it is the stored last block + 1. */
  firstFollowedBlock: number | null = null;
  private ids = new MerkleLevels([], nativeCanonicalPair);
  /** Followed but not stored yet (storeEveryMs), oldest first. */
  private unstored: Pick<FollowedBatch, "ids" | "schedules"> = { ids: [], schedules: [] };
  private lastStored = 0;
  /** The last block the store holds. */
  private storedLast = 0;
  /** Stores run one after another (a poll's, a getDbStatus', the last one at stop). */
  private storing: Promise<void> = Promise.resolve();
  private readonly schedules = new Map<number, KnownSchedule>();
  private readonly cache = new Map<number, NodeosBlock>();
  private readonly waiters = new Set<() => void>();
  private timer: NodeJS.Timeout | null = null;
  /** When the scheduled poll runs (Date.now() ms); null while a poll runs or none is scheduled. */
  private nextPollAt: number | null = null;
  private lastPollStarted = 0;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private lib = 0;

  constructor(private readonly options: BlockFollowerOptions) {}

  get lastBlock(): number {
    return this.ids.size;
  }

  get lastIrreversible(): number {
    return this.lib;
  }

  /** The block merkle over every followed block id (it only grows; proofs name the prefix they use). */
  get blockIds(): MerkleLevels {
    return this.ids;
  }

  schedule(version: number): KnownSchedule | undefined {
    return this.schedules.get(version);
  }

  knownSchedules(): KnownSchedule[] {
    return [...this.schedules.values()].sort((a, b) => a.version - b.version);
  }

  cached(blockNum: number): NodeosBlock | undefined {
    return this.cache.get(blockNum);
  }

  async start(): Promise<void> {
    const { node, store } = this.options;
    const info = await node.info();
    let state = await store.load();
    if (!state) {
      const active = await node.activeSchedule();
      await store.create(info.chain_id, { ...active, proposedIn: null });
      state = await store.load();
    }
    if (!state) throw new Error("proof state was not created");
    if (state.chainId !== info.chain_id) {
      throw new Error(
        `the stored proof state is of chain ${state.chainId}, the node serves ${info.chain_id}`,
      );
    }
    // Rebuilding the levels hashes each stored id once, in memory; the chain is not read again.
    const ids = new MerkleLevels(state.ids, nativeCanonicalPair);
    if (JSON.stringify(ids.incremental(ids.size)) !== JSON.stringify(state.merkle)) {
      throw new Error("the stored block merkle does not match the stored block ids");
    }
    this.chainId = state.chainId;
    this.ids = ids;
    this.storedLast = state.lastBlock;
    this.lastStored = Date.now();
    for (const schedule of state.schedules) this.schedules.set(schedule.version, schedule);
    this.lib = info.last_irreversible_block_num;
    this.options.log(`resuming after block ${this.lastBlock} of chain ${state.chainId.slice(0, 8)}`);
    this.schedulePoll(0);
  }

  /** Resolves once the follower has stored `blockNum`; `onBlock` hears each block followed meanwhile. */
  async waitFor(blockNum: number, onBlock: () => void, signal: AbortSignal): Promise<void> {
    while (this.lastBlock < blockNum) {
      if (signal.aborted || this.stopped) throw new Error("the request was cancelled");
      await new Promise<void>((resolve) => {
        // Each wait removes its abort listener when it ends: a long wait (one per followed block) must not
        // pile listeners on the request's signal.
        const wake = () => {
          this.waiters.delete(wake);
          signal.removeEventListener("abort", wake);
          resolve();
        };
        this.waiters.add(wake);
        signal.addEventListener("abort", wake, { once: true });
        this.hurry();
      });
      onBlock();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.persist().catch((error: Error) => this.options.log(`proof follower: ${error.message}`));
    for (const wake of [...this.waiters]) wake();
  }

  /** Stores what was followed so far (storeEveryMs defers it); resolves with the last block stored. */
  async storedThrough(): Promise<number> {
    await this.persist();
    return this.storedLast;
  }

  private schedulePoll(delayMs: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.nextPollAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.nextPollAt = null;
      this.lastPollStarted = Date.now();
      this.running = this.poll()
        .catch((error: unknown) => this.options.log(`proof follower: ${(error as Error).message}`))
        .finally(() => this.schedulePoll(this.nextPollDelay()));
    }, delayMs);
  }

  private nextPollDelay(): number {
    return this.waiters.size > 0 ? this.options.pollMs : (this.options.idlePollMs ?? this.options.pollMs);
  }

  /** A request waits for a block: bring an idle wait's poll forward to pollMs after the last one. */
  private hurry() {
    if (this.nextPollAt === null) return; // a poll runs, and the next one is scheduled by what waits then
    const soon = Math.max(0, this.lastPollStarted + this.options.pollMs - Date.now());
    if (this.nextPollAt - Date.now() > soon) this.schedulePoll(soon);
  }

  private async poll(): Promise<void> {
    const { node } = this.options;
    this.lib = (await node.info()).last_irreversible_block_num;
    const batchSize = this.options.batchSize ?? 50;
    while (!this.stopped && this.lastBlock < this.lib) {
      const from = this.lastBlock + 1;
      const to = Math.min(this.lib, from + batchSize - 1);
      const nums = Array.from({ length: to - from + 1 }, (_, index) => from + index);
      this.firstFollowedBlock ??= from;
      await this.apply(await Promise.all(nums.map((num) => node.block(num))));
    }
  }

  private async apply(blocks: readonly NodeosBlock[]): Promise<void> {
    const ids: { blockNum: number; id: string }[] = [];
    const proposed: KnownSchedule[] = [];
    let previous = this.ids.leaf(this.ids.size - 1);
    for (const block of blocks) {
      const expected = this.lastBlock + ids.length + 1;
      if (block.block_num !== expected)
        throw new Error(`asked for block ${expected}, got ${block.block_num}`);
      // Irreversible blocks link up; a break means a node on another fork or a corrupt answer.
      if (previous !== undefined && block.previous !== previous) {
        throw new Error(`block ${block.block_num} does not follow block ${expected - 1}`);
      }
      ids.push({ blockNum: block.block_num, id: block.id });
      previous = block.id;
      for (const { schedule } of schedulesProposedBy(headerOfNodeosBlock(block))) {
        const producers = schedule.schedule.producers.map((producer) => producer.producerName);
        proposed.push({ version: schedule.schedule.version, producers, proposedIn: block.block_num });
      }
    }
    if (ids.length === 0) return;
    for (const { id } of ids) this.ids.append(id);
    for (const schedule of proposed) this.schedules.set(schedule.version, schedule);
    this.unstored.ids.push(...ids);
    this.unstored.schedules.push(...proposed);
    for (const block of blocks) this.cache.set(block.block_num, block);
    const cacheSize = this.options.cacheSize ?? 5_000;
    for (const num of this.cache.keys()) {
      if (this.cache.size <= cacheSize) break;
      this.cache.delete(num);
    }
    for (const wake of [...this.waiters]) wake();
    if (proposed.length > 0 || Date.now() - this.lastStored >= (this.options.storeEveryMs ?? 0))
      await this.persist();
  }

  private persist(): Promise<void> {
    const run = this.storing.then(() => this.store());
    this.storing = run.catch(() => {});
    return run;
  }

  /** Stores what was followed since the last store, in one batch (kept for the next try if it fails). */
  private async store(): Promise<void> {
    const { ids, schedules } = this.unstored;
    if (ids.length === 0 && schedules.length === 0) return;
    this.unstored = { ids: [], schedules: [] };
    const lastBlock = this.lastBlock;
    try {
      // The incremental merkle is read off the levels once per store, not kept up block by block.
      await this.options.store.append({ lastBlock, merkle: this.ids.incremental(lastBlock), ids, schedules });
      this.lastStored = Date.now();
      this.storedLast = lastBlock;
    } catch (error) {
      this.unstored = {
        ids: [...ids, ...this.unstored.ids],
        schedules: [...schedules, ...this.unstored.schedules],
      };
      throw error;
    }
  }
}
