import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import DialogContent from "@mui/material/DialogContent";
import Typography from "@mui/material/Typography";
import type { FormEvent, ReactNode } from "react";
import { t, translate } from "../../../shared/i18n/translate";

/** ours: where the user is in the three form steps. */
export function stepLabel(index: number, title: string): string {
  return t("Step {index} of 3: {title}", { index, title });
}

/**
 * One form step of the dialog: its heading, why the flow came back here (if it did), the fields, and the
 * actions; submitting (Enter, or the main button) calls onSubmit only while `canSubmit`.
 */
export function StepForm({
  index,
  title,
  notice,
  canSubmit,
  onSubmit,
  actions,
  children,
}: {
  index: number;
  title: string;
  notice: string | null;
  canSubmit: boolean;
  onSubmit(): void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={title} sx={{ minWidth: 0 }}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 0 }}>
        <Typography variant="subtitle2" color="textSecondary" component="h3">
          {stepLabel(index, title)}
        </Typography>
        {notice !== null && (
          <Alert severity="error" data-testid="create-account-notice">
            {translate(notice)}
          </Alert>
        )}
        {children}
      </DialogContent>
      {actions}
    </Box>
  );
}
