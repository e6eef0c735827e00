import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { FeeInfo } from "./FeeInfo";
import type { MultiSwapSummary } from "./multiSwapSummary";
import { SummaryTables } from "./SummaryTables";

/** Spec 2 §2: 'Submit' opens a confirm dialog titled Confirm. */
export const CONFIRM_TITLE = "Confirm";

/** The last look before signing; while the order is being placed it cannot be dismissed. */
export function ConfirmOrderDialog({
  summary,
  submitting,
  mobile,
  onCancel,
  onConfirm,
}: {
  summary: MultiSwapSummary;
  submitting: boolean;
  mobile: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const close = () => {
    if (!submitting) onCancel();
  };
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile}
      data-testid="multiswap-confirm-dialog"
    >
      <DialogTitle id={titleId}>{CONFIRM_TITLE}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <SummaryTables summary={summary} />
        <FeeInfo />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={submitting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={submitting}
          autoFocus
          data-testid="multiswap-confirm"
          startIcon={
            submitting ? (
              <CircularProgress size={16} color="inherit" aria-label="Placing the order" />
            ) : undefined
          }
        >
          {CONFIRM_TITLE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
