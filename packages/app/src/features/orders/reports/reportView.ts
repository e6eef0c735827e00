import { formatAsset, parseAsset } from "@ux/core/money";
import { TRANSACTION_FAILED_TITLE } from "../../../shared/dialogs/dialogStore";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import type { Order } from "../store/order";
import { type OrderStatus, orderStatus } from "../store/orderView";
import { refundReasonText } from "../store/refundReason";

/** Titles of the transaction report dialog (spec 1 §2) by the order's state. */
export const REPORT_TITLE = msg("Transaction Report");
export const IN_PROGRESS_TITLE = msg("Order in progress");
export const RECEIVED_LABEL = msg("Received");
export const ESTIMATED_LABEL = msg("Estimated to receive");

export interface ReportView {
  title: string;
  status: OrderStatus;
  sent: string[];
  /** What came out (from the reports), or the estimate while there is no report. */
  received: string[];
  receivedLabel: typeof RECEIVED_LABEL | typeof ESTIMATED_LABEL;
  refunded: string[];
  /**
   * 'antelope (#0)', both pools of a UFX hop ('ufx-eos (#3) → ufx-tlos (#4)'), or '#0' for an order stored
   * without names; null for orders without a pool.
   */
  pool: string | null;
  errorMessage: string | undefined;
  txId: string | undefined;
  txLink: string | undefined;
  forwardTxId: string | undefined;
  forwardLink: string | undefined;
}

/**
 * Quantities added up per symbol in first-seen order: a Multi Swap's reports each name their own input and
 * outputs. Texts that are not assets are kept as they are.
 */
export function sumQuantities(quantities: readonly string[]): string[] {
  const totals = new Map<string, { amount: bigint; precision: number } | string>();
  for (const text of quantities) {
    const parsed = parseAsset(text);
    if (!parsed.ok) {
      totals.set(`raw:${text}`, text);
      continue;
    }
    const { amount, symbol } = parsed.value;
    const key = `${symbol.code}/${symbol.precision}`;
    const previous = totals.get(key);
    totals.set(key, {
      amount: (typeof previous === "object" ? previous.amount : 0n) + amount,
      precision: symbol.precision,
    });
  }
  return [...totals].map(([key, total]) =>
    typeof total === "string"
      ? total
      : formatAsset({
          amount: total.amount,
          symbol: { code: key.split("/")[0] ?? "", precision: total.precision },
        }),
  );
}

/** The explorer page of a transaction: txExplorer is a prefix the id is appended to. */
export function explorerLink(txExplorer: string | undefined, txId: string | undefined): string | undefined {
  if (txExplorer === undefined || txId === undefined || txId === "") return undefined;
  return t("{txExplorer}{txId}", { txExplorer, txId });
}

function titleOf(status: OrderStatus): string {
  if (status === "failed") return TRANSACTION_FAILED_TITLE;
  if (status === "inProgress") return IN_PROGRESS_TITLE;
  return REPORT_TITLE;
}

const namedPool = (pool: { id: number; name?: string | undefined }) =>
  pool.name === undefined ? `#${pool.id}` : `${pool.name} (#${pool.id})`;

function poolText(order: Order): string | null {
  if (order.pools !== undefined && order.pools.length > 0) return order.pools.map(namedPool).join(" → ");
  return order.pool_id === undefined ? null : namedPool({ id: order.pool_id, name: order.pool_name });
}

export function reportView(order: Order, txExplorer: string | undefined): ReportView {
  const status = orderStatus(order);
  const reports = order.report ?? [];
  const hasReport = reports.length > 0;
  const filled = reports.filter((entry) => entry.refund === undefined);
  const txId = order.orderTxId;
  return {
    title: titleOf(status),
    status,
    sent: hasReport
      ? sumQuantities(filled.map((entry) => entry.input.quantity))
      : order.send.map((leg) => leg.quantity),
    received: hasReport
      ? sumQuantities(filled.flatMap((entry) => entry.outputs.map((output) => output.quantity)))
      : order.receive.map((leg) => leg.quantity),
    receivedLabel: hasReport ? RECEIVED_LABEL : ESTIMATED_LABEL,
    refunded: reports.flatMap((entry) => {
      if (entry.refund === undefined) return [];
      const why = refundReasonText(entry);
      return [why === undefined ? entry.refund.quantity : `${entry.refund.quantity} ${translate(why)}`];
    }),
    pool: poolText(order),
    errorMessage: status === "failed" ? order.errorMessage : undefined,
    txId,
    txLink: explorerLink(txExplorer, txId),
    forwardTxId: order.forwardTxId,
    forwardLink: explorerLink(txExplorer, order.forwardTxId),
  };
}
