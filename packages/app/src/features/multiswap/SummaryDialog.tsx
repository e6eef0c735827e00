import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import type { MultiSwapSummary } from "./multiSwapSummary";
import { SummaryTables } from "./SummaryTables";

export const SUMMARY_VIEW = "Summary View";

/** 'Summary View' (spec 2 §2): what would be sent and received, valued in USD. */
export function SummaryDialog({
  summary,
  mobile,
  onClose,
}: {
  summary: MultiSwapSummary;
  mobile: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile}
      data-testid="multiswap-summary-dialog"
    >
      <DialogTitle id={titleId}>{SUMMARY_VIEW}</DialogTitle>
      <DialogContent>
        <SummaryTables summary={summary} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
