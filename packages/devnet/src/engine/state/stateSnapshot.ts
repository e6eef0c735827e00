import { bytesToHex, hexToBytes } from "@ux/core/antelope";
import { compareNames } from "../nameValue";
import type { AccountRecord, ResourceUsage } from "./accountTypes";
import { ChainState } from "./chainState";
import type { SecondaryKey, StoredRow } from "./contractTable";

export interface SnapshotRow {
  primaryKey: string;
  payer: string;
  value: unknown;
  packed: string;
  /** "i:<decimal>" for integer keys, "h:<hex>" for hash keys. */
  secondaryKeys: string[];
}

export interface SnapshotTable {
  code: string;
  scope: string;
  table: string;
  /** Who pays for the table object (get_table_by_scope's payer). */
  payer: string;
  rows: SnapshotRow[];
}

/** The engine's whole state in JSON-safe form (bigints as decimal text), in deterministic order. */
export interface EngineSnapshot {
  version: 1;
  globalSequence: string;
  accounts: AccountRecord[];
  sequences: [string, { recv: string; auth: string; code: number; abi: number }][];
  limits: [string, { ramBytes: number; netWeight: string; cpuWeight: string }][];
  usage: [string, ResourceUsage][];
  tables: SnapshotTable[];
  recentTransactions: [string, number][];
}

function sortedByName<T>(entries: Iterable<[string, T]>): [string, T][] {
  return [...entries].sort(([a], [b]) => compareNames(a, b));
}

function keyText(key: SecondaryKey): string {
  return typeof key === "bigint" ? `i:${key}` : `h:${key}`;
}

function keyOf(text: string): SecondaryKey {
  return text.startsWith("i:") ? BigInt(text.slice(2)) : text.slice(2);
}

export function takeSnapshot(state: ChainState): EngineSnapshot {
  const tables: SnapshotTable[] = [];
  for (const code of state.tables.codes()) {
    for (const slot of state.tables.tablesOf(code)) {
      const { table } = slot;
      tables.push({
        code,
        scope: table.scope,
        table: table.table,
        payer: table.payer,
        rows: table.keys.map((key) => {
          const row = table.rows.get(key) as StoredRow;
          return {
            primaryKey: key.toString(),
            payer: row.payer,
            value: row.value,
            packed: bytesToHex(row.packed),
            secondaryKeys: row.secondaryKeys.map(keyText),
          };
        }),
      });
    }
  }
  return {
    version: 1,
    globalSequence: state.globalSequence.value.toString(),
    accounts: sortedByName(state.accounts.entriesIterator()).map(([, record]) => record),
    sequences: sortedByName(state.sequences.entriesIterator()).map(([name, s]) => [
      name,
      { recv: s.recv.toString(), auth: s.auth.toString(), code: s.code, abi: s.abi },
    ]),
    limits: sortedByName(state.limits.entriesIterator()).map(([name, l]) => [
      name,
      { ramBytes: l.ramBytes, netWeight: l.netWeight.toString(), cpuWeight: l.cpuWeight.toString() },
    ]),
    usage: sortedByName(state.usage.entriesIterator()),
    tables,
    recentTransactions: state.recentTransactions.entries().sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

/** A fresh state holding exactly the snapshot's content (JSON round trip safe). */
export function restoreSnapshot(snapshot: EngineSnapshot): ChainState {
  if (snapshot.version !== 1) throw new Error(`unsupported engine snapshot version ${snapshot.version}`);
  const state = new ChainState();
  state.globalSequence.value = BigInt(snapshot.globalSequence);
  for (const record of snapshot.accounts) state.accounts.set(record.name, record);
  for (const [name, s] of snapshot.sequences) {
    state.sequences.set(name, { recv: BigInt(s.recv), auth: BigInt(s.auth), code: s.code, abi: s.abi });
  }
  for (const [name, l] of snapshot.limits) {
    state.limits.set(name, {
      ramBytes: l.ramBytes,
      netWeight: BigInt(l.netWeight),
      cpuWeight: BigInt(l.cpuWeight),
    });
  }
  for (const [name, usage] of snapshot.usage) state.usage.set(name, usage);
  for (const table of snapshot.tables) {
    for (const row of table.rows) {
      state.tables.restoreRow(table.code, table.scope, table.table, {
        primaryKey: BigInt(row.primaryKey),
        payer: row.payer,
        value: Object.freeze(row.value),
        packed: hexToBytes(row.packed),
        secondaryKeys: row.secondaryKeys.map(keyOf),
      });
    }
    const restored = state.tables.find(table.code, table.scope, table.table);
    if (restored) restored.payer = table.payer;
  }
  for (const [id, expiration] of snapshot.recentTransactions) state.recentTransactions.rawAdd(id, expiration);
  return state;
}
