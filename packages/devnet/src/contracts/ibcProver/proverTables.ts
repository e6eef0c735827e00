import {
  type ChainRow,
  type LastProofRowJson,
  PROVER_TABLES,
  type ScheduleRowJson,
  secondsOfTimePoint,
} from "@ux/core/bridge/contract";
import type { TableSpec } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";

/** The prover's tables with the public contract's keys and indexes (chainid; expiry; height, merkleroot, expiry). */
export const proverTableSpecs: Record<string, TableSpec<never>> = {
  [PROVER_TABLES.chains]: {
    primaryKey: (row: ChainRow) => nameValue(row.name),
    secondaryIndexes: [{ name: "chainid", keyType: "sha256", key: (row: ChainRow) => row.chain_id }],
  } as TableSpec<never>,
  [PROVER_TABLES.schedules]: {
    primaryKey: (row: ScheduleRowJson) => BigInt(row.version),
    secondaryIndexes: [
      {
        name: "expiry",
        keyType: "i64",
        key: (row: ScheduleRowJson) => BigInt(secondsOfTimePoint(row.expiry)),
      },
    ],
  } as TableSpec<never>,
  [PROVER_TABLES.lastproofs]: {
    primaryKey: (row: LastProofRowJson) => BigInt(row.id),
    secondaryIndexes: [
      { name: "height", keyType: "i64", key: (row: LastProofRowJson) => BigInt(row.block_height) },
      { name: "merkleroot", keyType: "sha256", key: (row: LastProofRowJson) => row.block_merkle_root },
      {
        name: "expiry",
        keyType: "i64",
        key: (row: LastProofRowJson) => BigInt(secondsOfTimePoint(row.expiry)),
      },
    ],
  } as TableSpec<never>,
};
