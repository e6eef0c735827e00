import { assertionFailure, chainError } from "../chainErrors";
import { nameValue } from "../nameValue";
import { ROW_OVERHEAD_BYTES } from "../resources/resourceModel";
import type { SecondaryKey, SecondaryKeyType, StoredRow } from "../state/contractTable";
import type { TableStore } from "../state/tableStore";
import type { AbiCodec } from "./abiCodec";
import type { RowRef, TableHandle, TableSpec } from "./contractInterface";

/** Where a table handle reports RAM changes and checks payers. */
export interface TableEnvironment {
  readonly tables: TableStore;
  isAccount(name: string): boolean;
  changeRam(account: string, delta: number): void;
}

const HASH_KEY_BYTES: Partial<Record<SecondaryKeyType, number>> = {
  sha256: 32,
  checksum256: 32,
  ripemd160: 20,
  checksum160: 20,
};

/** A secondary key in its stored form: bigint for integer types, lowercase hex for hashes. */
export function normalizeSecondaryKey(type: SecondaryKeyType, key: SecondaryKey): SecondaryKey {
  const hashBytes = HASH_KEY_BYTES[type];
  if (hashBytes !== undefined) {
    const hex = String(key).toLowerCase();
    if (!new RegExp(`^[0-9a-f]{${hashBytes * 2}}$`).test(hex))
      throw new RangeError(`invalid ${type} key '${key}'`);
    return hex;
  }
  if (typeof key === "bigint") return key;
  if (type === "name") return nameValue(key);
  return BigInt(key);
}

/** The RAM a stored row costs its payer. */
export function rowRamBytes(row: StoredRow): number {
  return ROW_OVERHEAD_BYTES + row.packed.length;
}

/** multi_index-like access for one (code, scope, table); writes only when `writable` (own contract). */
export class ContractTableHandle<Row> implements TableHandle<Row> {
  constructor(
    private readonly env: TableEnvironment,
    private readonly code: string,
    private readonly scope: string,
    private readonly table: string,
    private readonly spec: TableSpec<Row> | undefined,
    private readonly codec: AbiCodec | undefined,
    private readonly writable: boolean,
  ) {}

  private stored(primaryKey: bigint): StoredRow | undefined {
    return this.env.tables.getRow(this.code, this.scope, this.table, primaryKey);
  }

  find(primaryKey: bigint): Row | undefined {
    return this.stored(primaryKey)?.value as Row | undefined;
  }

  get(primaryKey: bigint, message = "unable to find key"): Row {
    const row = this.stored(primaryKey);
    if (!row) throw assertionFailure(message);
    return row.value as Row;
  }

  payerOf(primaryKey: bigint): string | undefined {
    return this.stored(primaryKey)?.payer;
  }

  count(): number {
    return this.env.tables.find(this.code, this.scope, this.table)?.size ?? 0;
  }

  range(lower?: bigint, upper?: bigint): RowRef<Row>[] {
    const table = this.env.tables.find(this.code, this.scope, this.table);
    if (!table) return [];
    const out: RowRef<Row>[] = [];
    for (let i = lower === undefined ? 0 : table.lowerBound(lower); i < table.keys.length; i++) {
      const key = table.keys[i] as bigint;
      if (upper !== undefined && key > upper) break;
      const row = table.rows.get(key) as StoredRow;
      out.push({ primaryKey: key, payer: row.payer, value: row.value as Row });
    }
    return out;
  }

  findBySecondary(index: number, key: SecondaryKey): RowRef<Row>[] {
    const table = this.env.tables.find(this.code, this.scope, this.table);
    const spec = this.spec?.secondaryIndexes?.[index];
    const secondary = table?.indexes[index];
    if (!table || !spec || !secondary) return [];
    const normalized = normalizeSecondaryKey(spec.keyType, key);
    const out: RowRef<Row>[] = [];
    for (let i = secondary.lowerBound(normalized); i < secondary.entries.length; i++) {
      const entry = secondary.entries[i];
      if (!entry || entry.key !== normalized) break;
      const row = table.rows.get(entry.primaryKey) as StoredRow;
      out.push({ primaryKey: entry.primaryKey, payer: row.payer, value: row.value as Row });
    }
    return out;
  }

  emplace(payer: string, row: Row): void {
    const stored = this.build(payer, row);
    if (this.stored(stored.primaryKey)) {
      throw chainError(
        "contract_exception",
        "could not insert object, most likely a uniqueness constraint was violated",
      );
    }
    this.env.tables.putRow(this.code, this.scope, this.table, stored);
    this.env.changeRam(payer, rowRamBytes(stored));
  }

  modify(payer: string, row: Row): void {
    const spec = this.requireWritable();
    const previous = this.stored(spec.primaryKey(row));
    if (!previous) throw assertionFailure("object passed to modify is not in multi_index");
    const stored = this.build(payer === "" ? previous.payer : payer, row);
    this.env.tables.putRow(this.code, this.scope, this.table, stored);
    if (stored.payer === previous.payer) {
      this.env.changeRam(stored.payer, rowRamBytes(stored) - rowRamBytes(previous));
    } else {
      this.env.changeRam(previous.payer, -rowRamBytes(previous));
      this.env.changeRam(stored.payer, rowRamBytes(stored));
    }
  }

  erase(primaryKey: bigint): void {
    this.requireWritable();
    const previous = this.env.tables.removeRow(this.code, this.scope, this.table, primaryKey);
    if (!previous) throw assertionFailure("attempt to remove object that was not in multi_index");
    this.env.changeRam(previous.payer, -rowRamBytes(previous));
  }

  private requireWritable(): TableSpec<Row> {
    if (!this.writable) throw chainError("table_access_violation", "db access violation");
    if (!this.spec) throw chainError("contract_exception", `table '${this.table}' has no key definition`);
    return this.spec;
  }

  private build(payer: string, row: Row): StoredRow {
    const spec = this.requireWritable();
    if (payer === "" || !this.env.isAccount(payer)) {
      throw chainError("invalid_table_payer", "must specify a valid account to pay for new record");
    }
    const type = this.codec?.tableType(this.table);
    if (!this.codec || !type)
      throw chainError("contract_exception", `table '${this.table}' is not in the ABI`);
    const packed = this.codec.encode(type, row);
    const secondaryKeys = (spec.secondaryIndexes ?? []).map((index) =>
      normalizeSecondaryKey(index.keyType, index.key(row)),
    );
    return Object.freeze({
      primaryKey: spec.primaryKey(row),
      payer,
      value: Object.freeze(row),
      packed,
      secondaryKeys,
    });
  }
}
