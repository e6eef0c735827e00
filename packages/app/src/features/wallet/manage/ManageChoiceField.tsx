import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

/** A manage form's choice (an expiry, a token): a select whose values are the options' keys. */
export function ManageChoiceField<Option>(props: {
  label: string;
  options: readonly Option[];
  keyOf(option: Option): string | number;
  labelOf(option: Option): string;
  chosen: Option | null;
  disabled: boolean;
  helperText?: string;
  testId: string;
  /** The chosen option's key, as text (select values are). */
  onChoose(key: string): void;
}) {
  return (
    <TextField
      select
      fullWidth
      label={props.label}
      value={props.chosen === null ? "" : props.keyOf(props.chosen)}
      disabled={props.disabled}
      onChange={(event) => props.onChoose(event.target.value)}
      helperText={props.helperText}
      slotProps={{ htmlInput: { "data-testid": props.testId } }}
    >
      {props.options.map((option) => (
        <MenuItem key={props.keyOf(option)} value={props.keyOf(option)}>
          {props.labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
