import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { PRICE_IMPACT_CONFIRM_WORD } from "@ux/core/amm";
import { type FormEvent, useId, useState } from "react";
import { translate } from "../i18n/translate";
import { ImpactConfirmField } from "./ImpactConfirmField";
import { IMPACT_CONFIRM_TEXTS } from "./slippageTexts";

/**
 * The typed confirmation of a trade above 15% price impact: 'Place order' stays disabled until the field
 * holds exactly the confirmation word; Cancel (or Escape) closes it and leaves the form as it is.
 */
export function ImpactConfirmDialog({
  impactBps,
  onCancel,
  onConfirm,
}: {
  impactBps: bigint;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [typed, setTyped] = useState("");
  const titleId = useId();
  const confirmed = typed === PRICE_IMPACT_CONFIRM_WORD;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) onConfirm();
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} data-testid="impact-confirm-dialog">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{translate(IMPACT_CONFIRM_TEXTS.title)}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          <ImpactConfirmField impactBps={impactBps} value={typed} onChange={setTyped} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} data-testid="impact-confirm-cancel">
            {translate(IMPACT_CONFIRM_TEXTS.cancel)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!confirmed}
            data-testid="impact-confirm-place"
          >
            {translate(IMPACT_CONFIRM_TEXTS.place)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
