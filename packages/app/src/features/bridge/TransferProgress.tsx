import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { BRIDGE_TEXTS } from "@ux/core/bridge";
import type { TransferState } from "./flow/transferRun";

/** A running transfer: its status, the progress bar, and Re-Sign Proofs after a proof error. */
export function TransferProgress({
  transfer,
  progress,
  onReSign,
}: {
  transfer: TransferState;
  progress: number;
  onReSign: () => void;
}) {
  if (transfer.status === null) return null;
  const complete = transfer.outcome === "complete";
  return (
    <Box data-testid="bridge-transfer-progress" sx={{ mt: 2 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {transfer.status}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={complete ? 100 : progress}
        aria-label="Transfer progress"
      />
      {transfer.outcome === "proofError" && (
        <Button sx={{ mt: 1 }} variant="outlined" onClick={onReSign} data-testid="bridge-resign">
          {BRIDGE_TEXTS.reSignProofs}
        </Button>
      )}
    </Box>
  );
}
