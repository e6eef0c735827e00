import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { BRIDGE_TEXTS } from "@ux/core/bridge";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import type { TransferState } from "./flow/transferRun";

export const TRANSFER_COMPLETE = msg("Transfer complete");
export const TRANSFER_UNPROVEN = msg(
  "The transfer was sent, but its proofs could not be collected. Its tokens are kept by the bridge: Retry it under Previous Transactions once the proof server answers.",
);

/** What the completion state names: the amount received (no fees: the amount sent) and where. */
export interface TransferReceipt {
  amount: string;
  destinationLabel: string;
  /** The destination's Explorer page of the proof transaction, when the config has an Explorer. */
  explorerUrl: string | null;
}

/**
 * A running transfer: its status, the progress bar, and Re-Sign Proofs after a proof error. Once complete,
 * the amount received on the destination and its Explorer link; when the proofs could not be collected, that
 * the transfer waits for Retry under Previous Transactions.
 */
export function TransferProgress({
  transfer,
  progress,
  onReSign,
  receipt = null,
}: {
  transfer: TransferState;
  progress: number;
  onReSign: () => void;
  receipt?: TransferReceipt | null;
}) {
  if (transfer.outcome === "unproven")
    return (
      <Alert severity="warning" data-testid="bridge-transfer-unproven" sx={{ mt: 2 }}>
        {TRANSFER_UNPROVEN}
      </Alert>
    );
  if (transfer.status === null) return null;
  const complete = transfer.outcome === "complete";
  return (
    <Box data-testid="bridge-transfer-progress" sx={{ mt: 2 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {translate(transfer.status)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={complete ? 100 : progress}
        aria-label={t("Transfer progress")}
      />
      {transfer.outcome === "proofError" && (
        <Button sx={{ mt: 1 }} variant="outlined" onClick={onReSign} data-testid="bridge-resign">
          {translate(BRIDGE_TEXTS.reSignProofs)}
        </Button>
      )}
      {complete && (
        <Alert
          severity="success"
          data-testid="bridge-transfer-complete"
          sx={{ mt: 2, overflowWrap: "anywhere" }}
          action={
            receipt?.explorerUrl ? (
              <Button
                color="inherit"
                size="small"
                href={receipt.explorerUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {translate(BRIDGE_TEXTS.explorer)}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{translate(TRANSFER_COMPLETE)}</AlertTitle>
          {receipt !== null && `Received ${receipt.amount} on ${receipt.destinationLabel}`}
        </Alert>
      )}
    </Box>
  );
}
