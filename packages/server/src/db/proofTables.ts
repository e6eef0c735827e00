import type { ColumnType } from "kysely";

/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;
type Int8 = ColumnType<number | string, number, number>;

/** The proof servers' tables (proofMigration.ts). */
export interface ProofChainStateTable {
  chain: string;
  chain_id: string;
  last_block: number;
  node_count: number;
  active_nodes: Json;
  updated_at: Int8;
}

export interface ProofBlockIdsTable {
  chain: string;
  block_num: number;
  block_id: string;
}

export interface ProofSchedulesTable {
  chain: string;
  version: number;
  producers: Json;
  proposed_in: number | null;
}

export interface ProofTables {
  proof_chain_state: ProofChainStateTable;
  proof_block_ids: ProofBlockIdsTable;
  proof_schedules: ProofSchedulesTable;
}
