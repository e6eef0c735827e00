import { compareBigints, lowerBoundIndex } from "./sortedArray";

/** Secondary key types a table index may use (get_table_rows key_type). */
export type SecondaryKeyType =
  | "i64"
  | "i128"
  | "name"
  | "sha256"
  | "checksum256"
  | "ripemd160"
  | "checksum160";

/**
 * A secondary key: integer types (i64, i128, name) as bigint; fixed-size hashes as lowercase hex, whose
 * string order equals the byte order in which nodeos' key256/key160 indexes sort them.
 */
export type SecondaryKey = bigint | string;

export function compareSecondaryKeys(a: SecondaryKey, b: SecondaryKey): number {
  if (typeof a === "bigint" && typeof b === "bigint") return compareBigints(a, b);
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** One stored row. Immutable: a modification stores a new row. */
export interface StoredRow {
  readonly primaryKey: bigint;
  readonly payer: string;
  /** The ABI value the contract stored (JSON-safe: names/assets as text, 64-bit integers as text). */
  readonly value: unknown;
  /** The row's ABI serialization (get_table_rows json=false, RAM size). */
  readonly packed: Uint8Array;
  /** Secondary keys in index order: index 0 is index_position 2. */
  readonly secondaryKeys: readonly SecondaryKey[];
}

interface IndexEntry {
  key: SecondaryKey;
  primaryKey: bigint;
}

function compareEntries(entry: IndexEntry, target: IndexEntry): number {
  const byKey = compareSecondaryKeys(entry.key, target.key);
  return byKey !== 0 ? byKey : compareBigints(entry.primaryKey, target.primaryKey);
}

/** A secondary index: entries sorted by (key, primary key), as multi_index orders them. */
export class SecondaryIndex {
  readonly entries: IndexEntry[] = [];

  insert(key: SecondaryKey, primaryKey: bigint): void {
    const entry = { key, primaryKey };
    this.entries.splice(lowerBoundIndex(this.entries, entry, compareEntries), 0, entry);
  }

  remove(key: SecondaryKey, primaryKey: bigint): void {
    const entry = { key, primaryKey };
    const at = lowerBoundIndex(this.entries, entry, compareEntries);
    const found = this.entries[at];
    if (found && compareEntries(found, entry) === 0) this.entries.splice(at, 1);
  }

  /** Position of the first entry whose key is >= key. */
  lowerBound(key: SecondaryKey): number {
    return lowerBoundIndex(this.entries, key, (entry, target) => compareSecondaryKeys(entry.key, target));
  }

  /** Position of the first entry whose key is > key. */
  upperBound(key: SecondaryKey): number {
    return lowerBoundIndex(this.entries, key, (entry, target) =>
      compareSecondaryKeys(entry.key, target) <= 0 ? -1 : 1,
    );
  }
}

/** The rows of one (code, scope, table), by primary key in ascending order. */
export class ContractTable {
  readonly rows = new Map<bigint, StoredRow>();
  /** Primary keys in ascending order. */
  readonly keys: bigint[] = [];
  readonly indexes: SecondaryIndex[] = [];
  /** Who pays for the table object: the payer of its first row (get_table_by_scope's payer). */
  payer = "";

  constructor(
    readonly code: string,
    readonly scope: string,
    readonly table: string,
  ) {}

  get size(): number {
    return this.rows.size;
  }

  /** Inserts or replaces a row, keeping the key order and secondary indexes. Not undoable by itself. */
  put(row: StoredRow): void {
    const previous = this.rows.get(row.primaryKey);
    if (previous) this.unindex(previous);
    else {
      if (this.rows.size === 0) this.payer = row.payer;
      this.keys.splice(lowerBoundIndex(this.keys, row.primaryKey, compareBigints), 0, row.primaryKey);
    }
    this.rows.set(row.primaryKey, row);
    row.secondaryKeys.forEach((key, position) => {
      let index = this.indexes[position];
      if (!index) {
        index = new SecondaryIndex();
        this.indexes[position] = index;
      }
      index.insert(key, row.primaryKey);
    });
  }

  remove(primaryKey: bigint): StoredRow | undefined {
    const previous = this.rows.get(primaryKey);
    if (!previous) return undefined;
    this.unindex(previous);
    this.rows.delete(primaryKey);
    const at = lowerBoundIndex(this.keys, primaryKey, compareBigints);
    this.keys.splice(at, 1);
    return previous;
  }

  /** Position in `keys` of the first key >= primaryKey. */
  lowerBound(primaryKey: bigint): number {
    return lowerBoundIndex(this.keys, primaryKey, compareBigints);
  }

  private unindex(row: StoredRow): void {
    row.secondaryKeys.forEach((key, position) => {
      this.indexes[position]?.remove(key, row.primaryKey);
    });
  }
}
