import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { t, translate } from "../i18n/translate";
import { type AppDialog as AppDialogModel, TRANSACTION_FAILED_TITLE, useDialogStore } from "./dialogStore";

function titleOf(dialog: AppDialogModel): string {
  return dialog.kind === "transactionFailed" ? TRANSACTION_FAILED_TITLE : dialog.title;
}

/** Renders the dialog at the head of the dialog store; loaded only once some feature opens one. */
export function AppDialog({ dialog }: { dialog: AppDialogModel }) {
  const close = useDialogStore((state) => state.close);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      data-testid={`dialog-${dialog.kind}`}
    >
      <DialogTitle id={titleId} color={dialog.kind === "info" ? undefined : "error"}>
        {translate(titleOf(dialog))}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {translate(dialog.message)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus variant="contained">
          {t("Close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
