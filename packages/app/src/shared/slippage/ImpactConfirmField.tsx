import Alert from "@mui/material/Alert";
import TextField from "@mui/material/TextField";
import { translate } from "../i18n/translate";
import { IMPACT_CONFIRM_TEXTS, impactConfirmMessage } from "./slippageTexts";

/**
 * Above 15% price impact: why, and the field where the user types the confirmation word. The caller
 * compares the text with core PRICE_IMPACT_CONFIRM_WORD exactly ('Confirm' is not 'confirm').
 */
export function ImpactConfirmField({
  impactBps,
  value,
  onChange,
  disabled = false,
  autoFocus = false,
}: {
  impactBps: bigint;
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Alert severity="error" data-testid="impact-confirm-message">
        {impactConfirmMessage(impactBps)}
      </Alert>
      <TextField
        label={translate(IMPACT_CONFIRM_TEXTS.field)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete="off"
        fullWidth
        slotProps={{
          htmlInput: { "data-testid": "impact-confirm-input", spellCheck: false, autoCapitalize: "off" },
        }}
      />
    </>
  );
}
