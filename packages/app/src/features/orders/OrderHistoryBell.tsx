import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { lazy, Suspense, useState } from "react";
import { t } from "../../shared/i18n/translate";
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
        aria-label={
          unviewed > 0 ? t("Order history, {count} unviewed", { count: unviewed }) : t("Order history")
        }
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Box component="span" sx={{ position: "relative", display: "inline-flex" }}>
          <NotificationsOutlined />
          {unviewed > 0 && (
            // A plain counter rather than the UI kit's Badge: it is on every page's first load.
            <Box
              component="span"
              data-testid="order-history-badge"
              aria-hidden
              sx={{
                position: "absolute",
                top: -6,
                right: -8,
                minWidth: 18,
                height: 18,
                px: 0.5,
                borderRadius: 9,
                bgcolor: "error.main",
                color: "error.contrastText",
                fontSize: 11,
                fontWeight: 700,
                lineHeight: "18px",
                textAlign: "center",
              }}
            >
              {unviewed > 99 ? "99+" : unviewed}
            </Box>
          )}
        </Box>
      </IconButton>
      {anchor !== null && (
        <Suspense fallback={null}>
          <OrderHistoryPopover anchorEl={anchor} accountName={accountName} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
