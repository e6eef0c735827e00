import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import { lazy, Suspense, useState } from "react";
import { useUnviewedOrderCount } from "./store/ordersStore";

// The popover and its table load on first open; the header only needs the bell and its badge.
const OrderHistoryPopover = lazy(() =>
  import("./OrderHistoryPopover").then((m) => ({ default: m.OrderHistoryPopover })),
);

/** The header's order-history bell with the unviewed count; accountName is null while logged out. */
export function OrderHistoryBell({ accountName }: { accountName: string | null }) {
  const unviewed = useUnviewedOrderCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unviewed > 0 ? `Order history, ${unviewed} unviewed` : "Order history"}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unviewed} color="error" data-testid="order-history-badge">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {anchor !== null && (
        <Suspense fallback={null}>
          <OrderHistoryPopover anchorEl={anchor} accountName={accountName} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
