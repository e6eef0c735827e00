import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import type { Order } from "./store/order";
import { orderState, orderStateText, orderStatus, orderTokensText } from "./store/orderView";

/** The popover's columns (spec 1 §2 'Order-history popover'). */
export const ORDER_HISTORY_COLUMNS = [
  msg("Type"),
  msg("Tokens"),
  msg("Order ID"),
  msg("Report"),
  msg("Time"),
] as const;

/** 'Order ID': the AMM order ids, else the start of the transaction id, else a dash. */
export function orderIdText(order: Order): string {
  const ids = order.ammOrderIds ?? [];
  if (ids.length > 0) return ids.map((id) => `#${id}`).join(", ");
  const txId = order.orderTxId ?? order.ammTxIds[0];
  if (txId === undefined || txId === "") return "—";
  return txId.length > 10 ? `${txId.slice(0, 8)}…` : txId;
}

/** The order's state (open, completed or canceled), beside what the Report column shows. */
function OrderStateLabel({ order }: { order: Order }) {
  return (
    <Box
      component="span"
      data-testid="order-state"
      data-state={orderState(order).state}
      sx={{ color: "text.secondary", fontSize: "0.75rem", whiteSpace: "nowrap" }}
    >
      {translate(orderStateText(order))}
    </Box>
  );
}

function ReportCell({ order, onOpenReport }: { order: Order; onOpenReport: (uuid: string) => void }) {
  switch (orderStatus(order)) {
    case "inProgress":
      return <CircularProgress size={16} aria-label={t("In progress")} data-testid="order-in-progress" />;
    case "failed":
      return (
        <Box
          data-testid="order-error"
          sx={{ display: "flex", gap: 0.5, alignItems: "center", color: "error.main" }}
        >
          <ErrorOutline fontSize="small" aria-label={t("Failed")} />
          {order.errorMessage === undefined ? null : translate(order.errorMessage)}
        </Box>
      );
    case "reported":
      return (
        <Tooltip title={t("View report")}>
          <IconButton
            size="small"
            aria-label={t("View report")}
            data-testid="order-report-button"
            onClick={() => onOpenReport(order.uuid)}
          >
            <DescriptionOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      );
    case "completed":
      return null;
  }
}

/**
 * The order history rows: in progress (loading icon), reported (report button), failed (icon and why), each
 * with its state: Open, Completed (with a canceled remainder when some of it was refunded) or Canceled.
 */
export function OrderHistoryTable(props: {
  orders: readonly Order[];
  onOpenReport: (uuid: string) => void;
  labelledBy?: string;
}) {
  return (
    <Table size="small" aria-labelledby={props.labelledBy}>
      <TableHead>
        <TableRow>
          {ORDER_HISTORY_COLUMNS.map((column) => (
            <TableCell key={column}>{translate(column)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.orders.map((order) => (
          <TableRow key={order.uuid} data-testid={`order-row-${order.uuid}`}>
            <TableCell>{translate(order.type)}</TableCell>
            <TableCell>{orderTokensText(order)}</TableCell>
            <TableCell title={order.orderTxId}>{orderIdText(order)}</TableCell>
            <TableCell>
              <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                <ReportCell order={order} onOpenReport={props.onOpenReport} />
                <OrderStateLabel order={order} />
              </Box>
            </TableCell>
            <TableCell>{new Date(order.date).toLocaleTimeString()}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
