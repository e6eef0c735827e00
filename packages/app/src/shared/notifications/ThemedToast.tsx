import Alert from "@mui/material/Alert";
import { type CustomContentProps, SnackbarContent } from "notistack";
import { forwardRef } from "react";

/**
 * One notice, filled with its tone's theme colour and that tone's text colour (a pair the theme contrast
 * test holds to AA). notistack's own look puts white on light green, orange and blue (3.3:1, 2.2:1 and
 * 3.1:1), and gives every notice the same element id.
 */
export const ThemedToast = forwardRef<HTMLDivElement, CustomContentProps>(function ThemedToast(
  { message, variant, style, className },
  ref,
) {
  const tone = variant === "default" ? "info" : variant;
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={tone}
        sx={{ width: "100%", bgcolor: `${tone}.main`, color: `${tone}.contrastText`, boxShadow: 6 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

/** Every variant of notistack drawn as a themed notice. */
export const THEMED_TOASTS = {
  default: ThemedToast,
  success: ThemedToast,
  error: ThemedToast,
  warning: ThemedToast,
  info: ThemedToast,
};
