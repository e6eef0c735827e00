import { expect } from "vitest";

/** The table scrolls sideways inside its own container (a narrow screen never scrolls the page). */
export function expectScrollsInOwnContainer(table: HTMLElement): void {
  const container = table.parentElement;
  expect(container).not.toBeNull();
  expect(getComputedStyle(container as HTMLElement).overflowX).toBe("auto");
}

/** Names, symbols, dates: kept on one line. */
export function expectOneLine(cells: readonly HTMLElement[]): void {
  for (const cell of cells) expect(getComputedStyle(cell).whiteSpace, cell.textContent ?? "").toBe("nowrap");
}

/** Amounts: one line, right-aligned, digits of equal width so a column's figures line up. */
export function expectAmounts(cells: readonly HTMLElement[]): void {
  expectOneLine(cells);
  for (const cell of cells) {
    const style = getComputedStyle(cell);
    expect(style.textAlign, cell.textContent ?? "").toBe("right");
    expect(style.fontVariantNumeric, cell.textContent ?? "").toBe("tabular-nums");
  }
}

/** The cells of a row, by position. */
export function cellsOf(row: HTMLElement): (index: number) => HTMLElement {
  const cells = [...row.querySelectorAll<HTMLElement>("td, th")];
  return (index) => {
    const cell = cells[index];
    if (cell === undefined) throw new Error(`the row has no cell ${index}`);
    return cell;
  };
}

/**
 * A data table on a narrow screen: it scrolls inside its own container, the `oneLine` columns of
 * `row` never wrap and its `amounts` columns line up as amounts. Returns the row's cells.
 */
export function expectNarrowTable(
  table: HTMLElement,
  row: HTMLElement,
  columns: { oneLine: readonly number[]; amounts: readonly number[] },
): (index: number) => HTMLElement {
  expectScrollsInOwnContainer(table);
  const cell = cellsOf(row);
  expectOneLine(columns.oneLine.map(cell));
  expectAmounts(columns.amounts.map(cell));
  return cell;
}
