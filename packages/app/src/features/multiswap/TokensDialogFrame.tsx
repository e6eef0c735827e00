import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { CONTINUE } from "@ux/core/forms";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { t, translate } from "../../shared/i18n/translate";
import type { FieldTexts } from "./multiSwapEntries";

/**
 * The frame of the Tokens to Send / Tokens to Receive dialogs: a form (Enter continues), Cancel, and
 * Continue, which `canContinue` (the core rules) gates.
 */
export function TokensDialogFrame({
  title,
  maxWidth,
  contentGap,
  mobile,
  canContinue,
  onCancel,
  onContinue,
  children,
}: {
  title: string;
  maxWidth: "xs" | "sm";
  contentGap: number;
  mobile: boolean;
  canContinue: boolean;
  onCancel: () => void;
  onContinue: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue) onContinue();
  };
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={mobile}
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: contentGap, pt: "8px !important" }}>
          {children}
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onCancel}>
            {t("Cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canContinue}
            data-testid="multiswap-dialog-continue"
          >
            {translate(CONTINUE)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The dialog's own copy of the per-symbol field texts, and a setter for one symbol's text. */
export function useDraftTexts(initial: FieldTexts) {
  const [draft, setDraft] = useState<FieldTexts>(initial);
  const set = (symbol: string, text: string) => setDraft((current) => ({ ...current, [symbol]: text }));
  return { draft, set };
}
