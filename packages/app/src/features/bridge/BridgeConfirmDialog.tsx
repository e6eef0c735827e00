import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { t } from "../../shared/i18n/translate";

export interface TransferSummary {
  amount: string;
  sourceLabel: string;
  destinationLabel: string;
  account: string;
}

/** The confirm step before the source's wallet signs. */
export function BridgeConfirmDialog({
  summary,
  onConfirm,
  onCancel,
}: {
  summary: TransferSummary | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={summary !== null} onClose={onCancel} aria-labelledby="bridge-confirm-title">
      <DialogTitle id="bridge-confirm-title">{t("Confirm Transfer")}</DialogTitle>
      {summary !== null && (
        <DialogContent>
          <Typography>
            {t("Send {amount} from {source} to {account} on {destination}.", {
              amount: summary.amount,
              source: summary.sourceLabel,
              account: summary.account,
              destination: summary.destinationLabel,
            })}
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>{t("Cancel")}</Button>
        <Button variant="contained" onClick={onConfirm} data-testid="bridge-confirm" autoFocus>
          {t("Confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
