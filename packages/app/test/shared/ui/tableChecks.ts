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
