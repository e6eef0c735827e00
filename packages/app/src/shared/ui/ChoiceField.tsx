import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";

type FieldProps = Omit<TextFieldProps, "select" | "value" | "onChange" | "children" | "slotProps">;

export interface ChoiceFieldProps<Option> extends FieldProps {
  options: readonly Option[];
  keyOf(option: Option): string | number;
  labelOf(option: Option): string;
  /** The chosen option's key; null while none is. */
  value: string | number | null;
  /** The select's test id. */
  testId: string;
  /** The chosen option's key, as text (select values are). */
  onChoose(key: string): void;
}

/** A choice of one option (an expiry, a token): a select whose values are the options' keys. */
export function ChoiceField<Option>({
  options,
  keyOf,
  labelOf,
  value,
  testId,
  onChoose,
  ...props
}: ChoiceFieldProps<Option>) {
  return (
    <TextField
      {...props}
      select
      value={value ?? ""}
      onChange={(event) => onChoose(event.target.value)}
      slotProps={{ htmlInput: { "data-testid": testId } }}
    >
      {options.map((option) => (
        <MenuItem key={keyOf(option)} value={keyOf(option)}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
