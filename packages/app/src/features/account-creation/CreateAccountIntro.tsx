import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";

/**
 * Where the create-account flow opens (over /home?createAccount=1). The flow's steps are not built yet, so
 * this shows its heading and what it does, and only a way to close it.
 */
export function CreateAccountIntro({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Create UX Account</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Choose a username, pay with a token from another chain, and a new UX Network account is created with
          its starting resources.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
