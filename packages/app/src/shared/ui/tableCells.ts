/*
 * Cell styles for the app's data tables (issue #16 item 6). A table never wraps a name or an amount mid-value;
 * on a narrow screen it scrolls sideways inside its own TableContainer (MUI's sets overflow-x: auto), so the
 * page itself never scrolls sideways.
 */

/** Names, symbols, contracts and dates: one line. */
export const ONE_LINE_CELL = { whiteSpace: "nowrap" } as const;

/**
 * An amount: one line, with digits of equal width so the figures of a column line up; right-aligned (set
 * align="right" on the TableCell too, for its header).
 */
export const AMOUNT_CELL = {
  whiteSpace: "nowrap",
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
} as const;
