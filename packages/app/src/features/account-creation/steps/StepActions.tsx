import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import type { FormStatus } from "@ux/core/forms";
import { translate } from "../../../shared/i18n/translate";

/**
 * A step's buttons: Back (or Cancel) and the step's main button as core's status words it. The main button
 * submits the step's form, so Enter in a field presses it; 'Connect Wallet' opens the login at the button.
 */
export function StepActions({
  status,
  testId,
  secondaryLabel,
  onSecondary,
  onConnectWallet,
}: {
  status: FormStatus;
  testId: string;
  secondaryLabel: string;
  onSecondary(): void;
  onConnectWallet?: (anchor: HTMLElement) => void;
}) {
  const connect = status.action === "connectWallet";
  return (
    <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: "wrap" }}>
      <Button onClick={onSecondary}>{secondaryLabel}</Button>
      <Button
        type={connect ? "button" : "submit"}
        variant="contained"
        disabled={!status.enabled}
        data-testid={testId}
        onClick={connect ? (event) => onConnectWallet?.(event.currentTarget) : undefined}
      >
        {translate(status.buttonText)}
      </Button>
    </DialogActions>
  );
}
