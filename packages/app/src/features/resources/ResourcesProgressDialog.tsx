import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import type { ProgressView } from "./resourcesProgress";

const TITLES: Record<ProgressView["outcome"], string> = {
  running: msg("Swap in progress"),
  completed: msg("Swap complete"),
  failed: msg("Swap failed"),
};

/** Step 2 (spec 1 §4): circular progress with the status text, closable once the payment is handed over. */
export function ResourcesProgressDialog({
  progress,
  closable,
  onClose,
}: {
  progress: ProgressView;
  closable: boolean;
  onClose(): void;
}) {
  const titleId = useId();
  const determinate = progress.percent > 0;
  return (
    <Dialog open onClose={closable ? onClose : undefined} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate(TITLES[progress.outcome])}</DialogTitle>
      <DialogContent sx={{ display: "grid", justifyItems: "center", gap: 2, textAlign: "center" }}>
        <Box sx={{ position: "relative", display: "inline-flex" }}>
          <CircularProgress
            size={72}
            variant={determinate ? "determinate" : "indeterminate"}
            value={progress.percent}
            color={progress.outcome === "failed" ? "error" : "primary"}
            aria-label={t("Swap progress")}
          />
          {determinate && (
            <Typography
              variant="caption"
              sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}
            >
              {`${Math.round(progress.percent)}%`}
            </Typography>
          )}
        </Box>
        <Typography role="status" data-testid="resources-progress-status" sx={{ overflowWrap: "anywhere" }}>
          {translate(progress.status)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!closable} data-testid="resources-progress-close">
          {t("Close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
