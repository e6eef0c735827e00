import { msg } from "../../shared/i18n/msg";
import { compareDecimalTexts } from "./decimalOrder";
import { comparePoolNames } from "./poolNameOrder";
import type { PoolListRow } from "./poolRows";

/** The table's columns in order; the key also names the header's data-testid (pools-header-{key}). */
export const POOL_COLUMNS = [
  { key: "name", label: msg("Pool Name") },
  { key: "tokens", label: msg("Tokens") },
  { key: "liquidity", label: msg("Liquidity (USD)") },
  { key: "volume", label: msg("Volume (24H)") },
  { key: "apr", label: msg("Estimated APR") },
  { key: "position", label: msg("My Position") },
] as const;

export type PoolColumnKey = (typeof POOL_COLUMNS)[number]["key"];
export type SortDirection = "asc" | "desc";

export interface PoolSort {
  readonly key: PoolColumnKey;
  readonly direction: SortDirection;
}

/** Biggest pools first until the user picks another order. */
export const DEFAULT_POOL_SORT: PoolSort = { key: "liquidity", direction: "desc" };

/** Clicking the sorted column flips it; another column starts A-Z for names and largest first for figures. */
export function nextPoolSort(current: PoolSort, key: PoolColumnKey): PoolSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "name" ? "asc" : "desc" };
}

type SortValue =
  | { kind: "text"; text: string }
  | { kind: "decimal"; text: string }
  | { kind: "units"; units: bigint };

/** A row's value in a column; undefined when unknown (such rows go last whatever the direction). */
function sortValue(row: PoolListRow, key: PoolColumnKey): SortValue | undefined {
  switch (key) {
    case "name":
      return { kind: "text", text: row.name };
    case "tokens":
      return { kind: "units", units: BigInt(row.tokens.length) };
    case "liquidity":
      return row.liquidityUsd === undefined ? undefined : { kind: "decimal", text: row.liquidityUsd };
    case "volume":
      return row.volumeUsd === undefined ? undefined : { kind: "decimal", text: row.volumeUsd };
    case "apr":
      return row.aprPercent === undefined ? undefined : { kind: "decimal", text: row.aprPercent };
    case "position":
      // No position counts as $0; a held but unpriced (or still loading) position is unknown.
      if (row.position.kind === "none") return { kind: "units", units: 0n };
      if (row.position.kind === "held" && row.position.usdUnits !== null)
        return { kind: "units", units: row.position.usdUnits };
      return undefined;
  }
}

const byName = comparePoolNames;

function compareValues(a: SortValue, b: SortValue): number | undefined {
  if (a.kind === "text" && b.kind === "text") return byName(a.text, b.text);
  if (a.kind === "decimal" && b.kind === "decimal") return compareDecimalTexts(a.text, b.text);
  if (a.kind === "units" && b.kind === "units") return a.units === b.units ? 0 : a.units < b.units ? -1 : 1;
  return undefined;
}

/** The rows in the asked order (exact decimal comparisons, never floats); ties by pool name. */
export function sortPoolRows(rows: readonly PoolListRow[], sort: PoolSort): PoolListRow[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left, sort.key);
    const b = sortValue(right, sort.key);
    const order = a !== undefined && b !== undefined ? compareValues(a, b) : undefined;
    if (order !== undefined && order !== 0) return sign * order;
    if (order === undefined && (a === undefined) !== (b === undefined)) return a === undefined ? 1 : -1;
    return byName(left.name, right.name);
  });
}
