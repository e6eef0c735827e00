import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useId } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { LEGAL_DISCLAIMER } from "../../shared/legal";
import { disclaimerFirst } from "./disclaimerFirst";

/*
 * The dialog is there as the page loads, so it appears without fading in: the fade's start forces a layout
 * of the whole page inside the commit that mounts it, a long task on a phone, for an animation that would
 * begin before the page is seen.
 */
const APPEAR_AT_ONCE = { transition: { appear: false }, backdrop: { appear: false } } as const;

/** Shown until accepted; with no onClose, Escape and the backdrop cannot dismiss it. */
export function DisclaimerDialog({ onAccept }: { onAccept: () => void }) {
  const titleId = useId();
  const textId = useId();
  // After the frame that paints the dialog, the page's code may load (disclaimerFirst.ts).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(disclaimerFirst.markShown));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" slotProps={APPEAR_AT_ONCE}>
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
