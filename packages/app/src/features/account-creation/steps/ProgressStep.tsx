import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlineOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Typography from "@mui/material/Typography";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import type { CreationProgress } from "../flow/creationFlow";

/** ours: what closing the dialog during the payment means. */
export const CLOSE_WHILE_RUNNING = msg("You can close this window: the order history shows the result.");

function Indicator({ progress }: { progress: CreationProgress }) {
  if (progress.phase === "created") return <CheckCircleOutline color="success" sx={{ fontSize: 64 }} />;
  if (progress.phase === "failed") return <ErrorOutline color="error" sx={{ fontSize: 64 }} />;
  if (progress.percent === null) return <CircularProgress size={64} aria-label={t("In progress")} />;
  return (
    <Box sx={{ position: "relative", display: "inline-flex" }}>
      <CircularProgress
        variant="determinate"
        value={progress.percent}
        size={64}
        aria-label={t("Payment progress")}
        data-testid="create-account-percent"
        data-value={progress.percent}
      />
      <Typography
        variant="caption"
        sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}
        aria-hidden
      >
        {`${Math.round(progress.percent)}%`}
      </Typography>
    </Box>
  );
}

/** The progress dialog (spec 1 §2, §4): the circular progress and its status text, then the result. */
export function ProgressStep({
  progress,
  onTryAgain,
  onClose,
}: {
  progress: CreationProgress;
  onTryAgain(): void;
  onClose(): void;
}) {
  const running = progress.phase !== "created" && progress.phase !== "failed";
  return (
    <>
      <DialogContent
        sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2, textAlign: "center" }}
      >
        <Indicator progress={progress} />
        <Typography role="status" data-testid="create-account-status" sx={{ overflowWrap: "anywhere" }}>
          {translate(progress.status)}
        </Typography>
        {running && (
          <Typography variant="body2" color="textSecondary">
            {translate(CLOSE_WHILE_RUNNING)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {progress.phase === "failed" && <Button onClick={onTryAgain}>{t("Try again")}</Button>}
        <Button variant={running ? "text" : "contained"} onClick={onClose} data-testid="create-account-close">
          {t("Close")}
        </Button>
      </DialogActions>
    </>
  );
}
