import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import type { FormStatus } from "@ux/core/forms";
import { translate } from "../i18n/translate";

/**
 * A form's main button, driven by the core form status: 'Connect Wallet' stays clickable and opens the
 * login at the button; the valid state submits the form (so Enter in a field submits too); every other
 * state is disabled with its text. While an order is placed it spins and cannot be pressed again.
 */
export function FormSubmitButton({
  testId,
  status,
  busy,
  onConnectWallet,
}: {
  testId: string;
  status: FormStatus;
  busy: boolean;
  onConnectWallet: (anchor: HTMLElement) => void;
}) {
  const connect = status.action === "connectWallet";
  return (
    <Button
      type={connect ? "button" : "submit"}
      variant="contained"
      size="large"
      fullWidth
      disabled={!status.enabled || busy}
      data-testid={testId}
      aria-busy={busy}
      onClick={connect ? (event) => onConnectWallet(event.currentTarget) : undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {translate(status.buttonText)}
    </Button>
  );
}
