import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ReactNode, useId } from "react";

/** The frame of the Multi Swap summary dialogs (Summary View, Confirm Order): titled, full screen on mobile. */
export function SummaryDialogFrame({
  title,
  testId,
  mobile,
  onClose,
  contentSx,
  children,
  actions,
}: {
  title: string;
  testId: string;
  mobile: boolean;
  onClose: () => void;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={contentSx}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
