import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useId } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { DialogPopover } from "../../shared/ui/DialogPopover";
import { downloadTextFile } from "./downloadTextFile";
import { OrderHistoryTable } from "./OrderHistoryTable";
import { openReportDialog } from "./reports/reportUiStore";
import { ORDER_VIEWED_DELAY_MS } from "./store/order";
import { CSV_MIME_TYPE, ordersCsv, ordersCsvFileName } from "./store/ordersCsv";
import { ordersStore, useOrders } from "./store/ordersStore";
import { emptyHistoryText } from "./store/orderView";

/** The order history list, exported as CSV when there are orders; opening it marks all viewed after 1.5 s. */
export function OrderHistoryPopover(props: {
  anchorEl: HTMLElement;
  accountName: string | null;
  onClose: () => void;
}) {
  const orders = useOrders();
  const titleId = useId();
  const { accountName } = props;
  const emptyText = emptyHistoryText(accountName, orders.length);

  useEffect(() => {
    const timer = setTimeout(() => ordersStore.getState().markAllViewed(), ORDER_VIEWED_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <DialogPopover
      anchorEl={props.anchorEl}
      onClose={props.onClose}
      labelledBy={titleId}
      testId="order-history-popover"
      width={560}
      sx={{ maxHeight: 480 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, pt: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t("Order history")}
        </Typography>
        {emptyText === null && accountName !== null ? (
          <ExportCsvButton
            onExport={() =>
              downloadTextFile(ordersCsvFileName(accountName, new Date()), ordersCsv(orders), CSV_MIME_TYPE)
            }
          />
        ) : null}
      </Box>
      {emptyText !== null ? (
        <Typography color="textSecondary" sx={{ p: 2 }} data-testid="order-history-empty">
          {translate(emptyText)}
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
    </DialogPopover>
  );
}

/** 'Export CSV': the listed orders as a CSV file for tax reporting. */
function ExportCsvButton(props: { onExport: () => void }) {
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined fontSize="small" />}
      aria-label={t("Export CSV of the order history")}
      data-testid="order-history-export"
      onClick={props.onExport}
    >
      {t("Export CSV")}
    </Button>
  );
}
