import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { type ResourcesSwapPlan, receiveText, sendText } from "./resourcesPlan";
import { ACCEPT_TERMS, CONFIRM_TITLE, EXECUTE } from "./resourcesTexts";

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" }, gap: { sm: 2 } }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 600, overflowWrap: "anywhere", minWidth: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The confirm dialog (spec 1 §2, §5): what is sent and received, by whom; Execute needs the terms checkbox. */
export function ResourcesConfirmDialog({
  plan,
  onCancel,
  onExecute,
}: {
  plan: ResourcesSwapPlan;
  onCancel(): void;
  onExecute(): void;
}) {
  const titleId = useId();
  const [accepted, setAccepted] = useState(false);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(CONFIRM_TITLE)}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 1.5 }}>
        <Line label={t("Send")} value={sendText(plan)} testId="resources-confirm-send" />
        <Line label={t("From")} value={plan.sendingAddress} testId="resources-confirm-from" />
        <Line label={t("Receive")} value={receiveText(plan)} testId="resources-confirm-receive" />
        <Line label={t("To")} value={plan.receivingAccount} testId="resources-confirm-to" />
        <FormControlLabel
          control={
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              slotProps={{ input: { "data-testid": "resources-terms" } as object }}
            />
          }
          label={translate(ACCEPT_TERMS)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t("Cancel")}</Button>
        <Button variant="contained" disabled={!accepted} onClick={onExecute} data-testid="resources-execute">
          {translate(EXECUTE)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
