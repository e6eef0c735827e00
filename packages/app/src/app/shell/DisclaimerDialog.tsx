import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { LEGAL_DISCLAIMER } from "../../shared/legal";

/** Shown until accepted; with no onClose, Escape and the backdrop cannot dismiss it. */
export function DisclaimerDialog({ onAccept }: { onAccept: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm">
      <DialogTitle id={titleId}>{t("Disclaimer")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate(LEGAL_DISCLAIMER)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAccept} autoFocus>
          {t("Accept")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
