import { parseAsset } from "@ux/core/money";
import type { Order, OrderReport } from "./order";
import { orderStateText, reportText } from "./orderView";
import { refundReasonText } from "./refundReason";

/*
 * The order history as CSV for tax reporting (issue #17), which no anchor offers. Pure: the download is
 * done by downloadTextFile.
 *
 * - RFC 4180: a header row, one record per order, CRLF after every record, a field quoted (its quotes
 *   doubled) when it holds a comma, a quote, CR or LF.
 * - A UTF-8 byte order mark first: Excel reads a CSV without one in the system's legacy code page, which
 *   garbles non-ASCII text (error messages, report details). Other spreadsheet apps and parsers skip it.
 * - Amounts stay the exact text the order holds ('12.3456 UTX'), never a float. The split columns 'sent
 *   amount'/'sent token' ('12.3456', 'UTX') are filled only when that side has exactly one quantity and it
 *   parses as an asset; a side with several legs (Add Liquidity, a Multi Swap's outputs) leaves them empty
 *   and keeps only the '; '-joined text: adding different tokens up, or splitting one row into several,
 *   would misstate what the order was.
 * - Formula injection (OWASP 'CSV injection'): a text field starting with =, +, -, @, tab or CR gets a
 *   leading apostrophe, so a spreadsheet shows it as text instead of running it. The split amount columns
 *   are left alone: they hold only a parsed asset's digits, dot and at most a leading minus, which a
 *   spreadsheet reads as a number and never as a formula, and an apostrophe would turn them into text that
 *   no longer adds up (order amounts are never negative anyway).
 * - Rows are chronological (oldest first), as a ledger is read; the history itself is kept newest first.
 */

export const ORDERS_CSV_COLUMNS = [
  "time",
  "type",
  "state",
  "sent",
  "received",
  "sent amount",
  "sent token",
  "received amount",
  "received token",
  "order ids",
  "report",
  "transaction ids",
  "error",
] as const;

/** Several values in one field. */
const LIST_SEPARATOR = "; ";
const BOM = "\uFEFF";
const CRLF = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text field that a spreadsheet must not read as a formula. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field per RFC 4180: quoted, with its quotes doubled, when it holds a comma, a quote, CR or LF. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records to RFC 4180 text: fields quoted where needed, CRLF after every record. No BOM. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => `${record.map(csvField).join(",")}${CRLF}`).join("");
}

/** The amount and the token of one exact asset text ('12.3456 UTX' → '12.3456', 'UTX'), else null. */
export function splitQuantity(quantity: string): { amount: string; token: string } | null {
  const parsed = parseAsset(quantity);
  if (!parsed.ok) return null;
  const space = quantity.indexOf(" ");
  return { amount: quantity.slice(0, space), token: parsed.value.symbol.code };
}

/** ISO 8601 in UTC ('2023-11-14T22:13:20.000Z'); empty for a time no date can hold. */
export function isoTime(epochMs: number): string {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

function hasReport(order: Order): boolean {
  return order.report !== undefined && order.report.length > 0;
}

/** What came out: every report's outputs once reported, else what the order asked to receive. */
export function receivedQuantities(order: Order): string[] {
  return hasReport(order)
    ? (order.report ?? []).flatMap((entry) => entry.outputs.map((output) => output.quantity))
    : order.receive.map((leg) => leg.quantity);
}

function reportEntryText(entry: OrderReport): string {
  const refunded = entry.refund !== undefined || entry.status === "refunded";
  if (!refunded) return reportText([entry]);
  const parts = [entry.outputs.length > 0 ? reportText([entry]) : `Sent ${entry.input.quantity}`];
  const refund = ["refunded", entry.refund?.quantity, refundReasonText(entry)];
  parts.push(refund.filter((part) => part !== undefined && part !== "").join(" "));
  return parts.join(", ");
}

/** The report in words (reportText), a refund with its amount and why ('Sent 2.0000 EOS, refunded ...'). */
export function orderReportCsvText(order: Order): string {
  return (order.report ?? []).map(reportEntryText).join(LIST_SEPARATOR);
}

/**
 * The order's transaction ids, full: the placing one, the AMM ones, then the one that paid the output out
 * (forwardTxId, from the report), each once: a tax record needs both ends.
 */
export function orderTxIds(order: Order): string[] {
  const ids = [order.orderTxId, ...order.ammTxIds, order.forwardTxId].filter(
    (id): id is string => id !== undefined && id !== "",
  );
  return [...new Set(ids)];
}

function amountColumns(quantities: readonly string[]): [string, string] {
  const single = quantities.length === 1 ? splitQuantity(quantities[0] ?? "") : null;
  return single === null ? ["", ""] : [single.amount, single.token];
}

/** One order's record, in ORDERS_CSV_COLUMNS order, before quoting. */
export function orderCsvRecord(order: Order): string[] {
  const sent = order.send.map((leg) => leg.quantity);
  const received = receivedQuantities(order);
  const [sentAmount, sentToken] = amountColumns(sent);
  const [receivedAmount, receivedToken] = amountColumns(received);
  return [
    guardFormula(isoTime(order.date)),
    guardFormula(order.type),
    guardFormula(orderStateText(order)),
    guardFormula(sent.join(LIST_SEPARATOR)),
    guardFormula(received.join(LIST_SEPARATOR)),
    sentAmount,
    guardFormula(sentToken),
    receivedAmount,
    guardFormula(receivedToken),
    guardFormula((order.ammOrderIds ?? []).join(LIST_SEPARATOR)),
    guardFormula(orderReportCsvText(order)),
    guardFormula(orderTxIds(order).join(LIST_SEPARATOR)),
    guardFormula(order.error ? (order.errorMessage ?? "") : ""),
  ];
}

/** The order history as a CSV file's text: BOM, header, one record per order, oldest first. */
export function ordersCsv(orders: readonly Order[]): string {
  const chronological = [...orders].sort((a, b) => a.date - b.date);
  return `${BOM}${toCsv([[...ORDERS_CSV_COLUMNS], ...chronological.map(orderCsvRecord)])}`;
}

/** 'ux-orders-alice1111111-20260301.csv': the account and the UTC day of the export. */
export function ordersCsvFileName(accountName: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `ux-orders-${accountName}-${day}.csv`;
}

export const CSV_MIME_TYPE = "text/csv;charset=utf-8";
