import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { t, translate } from "../../../shared/i18n/translate";
import { AmountInput } from "../../../shared/ui/AmountInput";

/** A manage form's amount: the shared amount input, its message or hint below, and MAX when offered. */
export function ManageAmountField(props: {
  label: string;
  value: string;
  decimals: number;
  disabled: boolean;
  /** The form's message for the amount (an error), else `hint`. */
  message: string | undefined;
  hint: string;
  testId: string;
  onChange(text: string): void;
  onMax?: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
      <AmountInput
        fullWidth
        label={props.label}
        value={props.value}
        decimals={props.decimals}
        disabled={props.disabled}
        onAmountChange={props.onChange}
        error={props.message !== undefined}
        helperText={translate(props.message ?? props.hint)}
        data-testid={`${props.testId}-amount`}
      />
      {props.onMax && (
        <Button
          variant="outlined"
          onClick={props.onMax}
          disabled={props.disabled}
          sx={{ mt: 1 }}
          data-testid={`${props.testId}-max`}
        >
          {t("MAX")}
        </Button>
      )}
    </Stack>
  );
}
