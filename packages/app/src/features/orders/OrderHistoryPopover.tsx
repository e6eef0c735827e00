import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useEffect, useId } from "react";
import { OrderHistoryTable } from "./OrderHistoryTable";
import { openReportDialog } from "./reports/reportUiStore";
import { emptyHistoryText, ORDER_VIEWED_DELAY_MS } from "./store/order";
import { ordersStore, useOrders } from "./store/ordersStore";

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
          "data-testid": "order-history-popover",
          sx: { width: { xs: "calc(100vw - 32px)", sm: 560 }, maxHeight: 480 },
        } as object,
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        Order history
      </Typography>
      {emptyText !== null ? (
        <Typography color="textSecondary" sx={{ p: 2 }} data-testid="order-history-empty">
          {emptyText}
        </Typography>
      ) : (
        <OrderHistoryTable
          orders={orders}
          labelledBy={titleId}
          onOpenReport={(uuid) => {
            props.onClose();
            openReportDialog(uuid);
          }}
        />
      )}
    </Popover>
  );
}
