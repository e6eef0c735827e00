import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Popover from "@mui/material/Popover";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useEffect, useId } from "react";
import {
  emptyHistoryText,
  ORDER_VIEWED_DELAY_MS,
  type Order,
  orderStatus,
  orderTokensText,
  reportText,
} from "./store/order";
import { ordersStore, useOrders } from "./store/ordersStore";

function ReportCell({ order }: { order: Order }) {
  switch (orderStatus(order)) {
    case "inProgress":
      return <CircularProgress size={16} aria-label="In progress" />;
    case "failed":
      return (
        <Box sx={{ display: "flex", gap: 0.5, alignItems: "center", color: "error.main" }}>
          <ErrorOutline fontSize="small" aria-label="Failed" />
          {order.errorMessage}
        </Box>
      );
    case "reported":
      return <>{reportText(order.report ?? [])}</>;
    case "completed":
      return <>Completed</>;
  }
}

function shortId(id: string | undefined): string {
  if (id === undefined || id === "") return "—";
  return id.length > 10 ? `${id.slice(0, 8)}…` : id;
}

function OrderRow({ order }: { order: Order }) {
  return (
    <TableRow>
      <TableCell>{order.type}</TableCell>
      <TableCell>{orderTokensText(order)}</TableCell>
      <TableCell title={order.orderTxId}>{shortId(order.orderTxId)}</TableCell>
      <TableCell>
        <ReportCell order={order} />
      </TableCell>
      <TableCell>{new Date(order.date).toLocaleTimeString()}</TableCell>
    </TableRow>
  );
}

/** The order history list; opening it marks everything viewed after 1.5 s. */
export function OrderHistoryPopover(props: {
  anchorEl: HTMLElement;
  accountName: string | null;
  onClose: () => void;
}) {
  const orders = useOrders();
  const titleId = useId();
  const emptyText = emptyHistoryText(props.accountName, orders.length);

  useEffect(() => {
    const timer = setTimeout(() => ordersStore.getState().markAllViewed(), ORDER_VIEWED_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Popover
      open
      anchorEl={props.anchorEl}
      onClose={props.onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-labelledby": titleId,
          sx: { width: { xs: "calc(100vw - 32px)", sm: 560 }, maxHeight: 480 },
        },
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        Order history
      </Typography>
      {emptyText !== null ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>Type</TableCell>
              <TableCell>Tokens</TableCell>
              <TableCell>Order ID</TableCell>
              <TableCell>Report</TableCell>
              <TableCell>Time</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <OrderRow key={order.uuid} order={order} />
            ))}
          </TableBody>
        </Table>
      )}
    </Popover>
  );
}
