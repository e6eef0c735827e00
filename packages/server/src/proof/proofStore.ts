import type { IncrementalMerkle } from "@ux/core/antelope";
import type { ServiceDb } from "../db/database";

/** A producer schedule a proof server has seen: its producers and the block that proposed it. */
export interface KnownSchedule {
  version: number;
  producers: string[];
  /** null for the schedule read from the node at the first start (no header of ours proposed it). */
  proposedIn: number | null;
}

export interface StoredChainState {
  chainId: string;
  lastBlock: number;
  merkle: IncrementalMerkle;
  /** ids[n - 1] is block n's id. */
  ids: string[];
  schedules: KnownSchedule[];
}

/** What one batch of followed blocks adds: written in one transaction, so a crash never half-applies it. */
export interface FollowedBatch {
  lastBlock: number;
  merkle: IncrementalMerkle;
  ids: { blockNum: number; id: string }[];
  schedules: KnownSchedule[];
}

const asJson = (value: unknown) => JSON.stringify(value);

/** The proof server's state of one source chain in the services' database. */
export class ProofStore {
  constructor(
    private readonly db: ServiceDb,
    private readonly chain: string,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<StoredChainState | null> {
    const state = await this.db
      .selectFrom("proof_chain_state")
      .selectAll()
      .where("chain", "=", this.chain)
      .executeTakeFirst();
    if (!state) return null;
    const rows = await this.db
      .selectFrom("proof_block_ids")
      .select(["block_num", "block_id"])
      .where("chain", "=", this.chain)
      .orderBy("block_num")
      .execute();
    const ids = rows.map((row) => row.block_id);
    if (rows.length !== state.last_block || rows.some((row, index) => row.block_num !== index + 1)) {
      throw new Error(`proof state of ${this.chain}: the stored block ids do not run 1..${state.last_block}`);
    }
    const schedules = await this.db
      .selectFrom("proof_schedules")
      .selectAll()
      .where("chain", "=", this.chain)
      .orderBy("version")
      .execute();
    return {
      chainId: state.chain_id,
      lastBlock: state.last_block,
      merkle: { nodeCount: state.node_count, activeNodes: state.active_nodes as string[] },
      ids,
      schedules: schedules.map((row) => ({
        version: row.version,
        producers: row.producers as string[],
        proposedIn: row.proposed_in,
      })),
    };
  }

  /** The first start: nothing followed yet, the node's active schedule as the one to count BFT rounds by. */
  async create(chainId: string, initial: KnownSchedule): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("proof_chain_state")
        .values({
          chain: this.chain,
          chain_id: chainId,
          last_block: 0,
          node_count: 0,
          active_nodes: asJson([]),
          updated_at: this.now(),
        })
        .execute();
      await trx
        .insertInto("proof_schedules")
        .values({
          chain: this.chain,
          version: initial.version,
          producers: asJson(initial.producers),
          proposed_in: initial.proposedIn,
        })
        .execute();
    });
  }

  async append(batch: FollowedBatch): Promise<void> {
    const idRows = batch.ids.map(({ blockNum, id }) => ({
      chain: this.chain,
      block_num: blockNum,
      block_id: id,
    }));
    const state = {
      last_block: batch.lastBlock,
      node_count: batch.merkle.nodeCount,
      active_nodes: asJson(batch.merkle.activeNodes),
      updated_at: this.now(),
    };
    if (batch.schedules.length === 0 && idRows.length > 0) {
      // Nearly every batch: one statement (atomic on its own) rather than four, since an idle follower
      // appends every poll and each statement is a round of work for the embedded database.
      await this.db
        .with("appended_ids", (db) => db.insertInto("proof_block_ids").values(idRows))
        .updateTable("proof_chain_state")
        .set(state)
        .where("chain", "=", this.chain)
        .execute();
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      if (idRows.length > 0) await trx.insertInto("proof_block_ids").values(idRows).execute();
      for (const schedule of batch.schedules) {
        await trx
          .insertInto("proof_schedules")
          .values({
            chain: this.chain,
            version: schedule.version,
            producers: asJson(schedule.producers),
            proposed_in: schedule.proposedIn,
          })
          .onConflict((conflict) =>
            conflict.columns(["chain", "version"]).doUpdateSet({
              producers: asJson(schedule.producers),
              proposed_in: schedule.proposedIn,
            }),
          )
          .execute();
      }
      await trx.updateTable("proof_chain_state").set(state).where("chain", "=", this.chain).execute();
    });
  }
}
