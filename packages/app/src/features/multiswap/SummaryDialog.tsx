import Button from "@mui/material/Button";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import type { MultiSwapSummary } from "./multiSwapSummary";
import { SummaryDialogFrame } from "./SummaryDialogFrame";
import { SummaryTables } from "./SummaryTables";

export const SUMMARY_VIEW = msg("Summary View");

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
  return (
    <SummaryDialogFrame
      title={translate(SUMMARY_VIEW)}
      testId="multiswap-summary-dialog"
      mobile={mobile}
      onClose={onClose}
      actions={
        <Button onClick={onClose} variant="contained" autoFocus>
          {t("Close")}
        </Button>
      }
    >
      <SummaryTables summary={summary} />
    </SummaryDialogFrame>
  );
}
