import { nameValue } from "../nameValue";
import { ContractTable, type StoredRow } from "./contractTable";
import { compareBigints, lowerBoundIndex } from "./sortedArray";
import type { UndoLog } from "./undoLog";

interface TableSlot {
  scopeValue: bigint;
  tableValue: bigint;
  table: ContractTable;
}

function compareSlots(slot: TableSlot, target: { scopeValue: bigint; tableValue: bigint }): number {
  const byScope = compareBigints(slot.scopeValue, target.scopeValue);
  return byScope !== 0 ? byScope : compareBigints(slot.tableValue, target.tableValue);
}

/**
 * Every contract table of the chain. Per code, tables are kept in (scope, table) name-value order, the
 * order of nodeos' table_id index that get_table_by_scope walks. A table exists while it has rows, as in
 * nodeos (the table object is removed with its last row). Mutations are recorded in the undo log.
 */
export class TableStore {
  private readonly byCode = new Map<string, Map<string, ContractTable>>();
  private readonly orderByCode = new Map<string, TableSlot[]>();

  constructor(private readonly log: UndoLog) {}

  find(code: string, scope: string, table: string): ContractTable | undefined {
    return this.byCode.get(code)?.get(`${scope}:${table}`);
  }

  /** Tables of a code in (scope, table) order. */
  tablesOf(code: string): readonly TableSlot[] {
    return this.orderByCode.get(code) ?? [];
  }

  codes(): string[] {
    return [...this.byCode.keys()].sort((a, b) => compareBigints(nameValue(a), nameValue(b)));
  }

  getRow(code: string, scope: string, table: string, primaryKey: bigint): StoredRow | undefined {
    return this.find(code, scope, table)?.rows.get(primaryKey);
  }

  /** Inserts or replaces a row (undoable). Returns the previous row. */
  putRow(code: string, scope: string, table: string, row: StoredRow): StoredRow | undefined {
    const previous = this.rawPut(code, scope, table, row);
    this.log.record(() => {
      if (previous) this.rawPut(code, scope, table, previous);
      else this.rawRemove(code, scope, table, row.primaryKey);
    });
    return previous;
  }

  /** Removes a row (undoable). Returns the removed row. */
  removeRow(code: string, scope: string, table: string, primaryKey: bigint): StoredRow | undefined {
    const previous = this.rawRemove(code, scope, table, primaryKey);
    if (previous) this.log.record(() => this.rawPut(code, scope, table, previous));
    return previous;
  }

  /** Restores a row without recording it (snapshot restore). */
  restoreRow(code: string, scope: string, table: string, row: StoredRow): void {
    this.rawPut(code, scope, table, row);
  }

  private rawPut(code: string, scope: string, tableName: string, row: StoredRow): StoredRow | undefined {
    let tables = this.byCode.get(code);
    if (!tables) {
      tables = new Map();
      this.byCode.set(code, tables);
    }
    const key = `${scope}:${tableName}`;
    let table = tables.get(key);
    if (!table) {
      table = new ContractTable(code, scope, tableName);
      tables.set(key, table);
      const slot = { scopeValue: nameValue(scope), tableValue: nameValue(tableName), table };
      let order = this.orderByCode.get(code);
      if (!order) {
        order = [];
        this.orderByCode.set(code, order);
      }
      order.splice(lowerBoundIndex(order, slot, compareSlots), 0, slot);
    }
    const previous = table.rows.get(row.primaryKey);
    table.put(row);
    return previous;
  }

  private rawRemove(
    code: string,
    scope: string,
    tableName: string,
    primaryKey: bigint,
  ): StoredRow | undefined {
    const tables = this.byCode.get(code);
    const key = `${scope}:${tableName}`;
    const table = tables?.get(key);
    if (!tables || !table) return undefined;
    const previous = table.remove(primaryKey);
    if (table.size === 0) {
      tables.delete(key);
      const order = this.orderByCode.get(code) ?? [];
      const at = lowerBoundIndex(
        order,
        { scopeValue: nameValue(scope), tableValue: nameValue(tableName) },
        compareSlots,
      );
      order.splice(at, 1);
      if (tables.size === 0) {
        this.byCode.delete(code);
        this.orderByCode.delete(code);
      }
    }
    return previous;
  }
}
