import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useNavigate } from "react-router";
import { t } from "../../shared/i18n/translate";

/** Opened by the 'UFX Stake' menu entry: offers QuickStake or the landing page instead. */
export function SoonToLaunchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const titleId = useId();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t("Soon to launch")}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t("UFX Stake is not open yet. You can stake UTX with QuickStake meanwhile.")}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => go("/home")}>{t("Home")}</Button>
        <Button variant="contained" onClick={() => go("/stake")}>
          {t("Stake")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
