import Alert from "@mui/material/Alert";
import ButtonBase from "@mui/material/ButtonBase";
import Snackbar from "@mui/material/Snackbar";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import { NOTIFICATION_DURATION_MS } from "../../../shared/notifications/notificationPolicy";

/** Spec 2 §4 'Notifications': the success notification of a report. */
export const CLICK_TO_VIEW_REPORT = msg("Click to view report");

/**
 * The report's success notification; clicking it opens the report. Its own snackbar because the shared
 * notifier shows text only; it sits bottom-left, clear of the shared toasts (bottom-right).
 */
export function ReportToast(props: { toastKey: number; onView: () => void; onClose: () => void }) {
  return (
    <Snackbar
      key={props.toastKey}
      open
      autoHideDuration={NOTIFICATION_DURATION_MS.success}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") props.onClose();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
    >
      <Alert
        severity="success"
        variant="filled"
        onClose={props.onClose}
        closeText={t("Close")}
        sx={{ alignItems: "center" }}
      >
        <ButtonBase
          data-testid="order-report-toast"
          onClick={props.onView}
          sx={{ font: "inherit", color: "inherit", textDecoration: "underline", borderRadius: 0.5 }}
        >
          {translate(CLICK_TO_VIEW_REPORT)}
        </ButtonBase>
      </Alert>
    </Snackbar>
  );
}
