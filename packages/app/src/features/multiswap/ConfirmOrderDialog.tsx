import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { FeeInfo } from "./FeeInfo";
import type { MultiSwapSummary } from "./multiSwapSummary";
import { SummaryDialogFrame } from "./SummaryDialogFrame";
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
  const close = () => {
    if (!submitting) onCancel();
  };
  return (
    <SummaryDialogFrame
      title={CONFIRM_TITLE}
      testId="multiswap-confirm-dialog"
      mobile={mobile}
      onClose={close}
      contentSx={{ display: "grid", gap: 2 }}
      actions={
        <>
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
        </>
      }
    >
      <SummaryTables summary={summary} />
      <FeeInfo />
    </SummaryDialogFrame>
  );
}
