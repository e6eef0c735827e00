import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type AmountEdit, editAmountText, editPercentText } from "@ux/core/forms";
import { useState } from "react";
import { translate } from "../i18n/translate";

type FieldProps = Omit<TextFieldProps, "value" | "onChange" | "type" | "inputMode">;

export interface AmountInputProps extends FieldProps {
  value: string;
  /** Called only with text the token can hold (a refused edit keeps the previous text). */
  onAmountChange(text: string): void;
  /** The token's decimals (the field refuses more). */
  decimals: number;
  /** Largest amount in units; Antelope's asset maximum by default. */
  maxUnits?: bigint;
  /** Rewrites typed text before it is checked (the Bridge resets a negative amount to 0). */
  normalize?: (text: string) => string;
}

/**
 * The one amount field of every form: only digits, one dot and the token's decimals get in, a decimal
 * comma becomes a dot, and a refused keystroke or paste says why under the field until the next accepted
 * edit (the form's own message, e.g. 'Insufficient Balance', shows otherwise).
 */
export function AmountInput({ decimals, maxUnits, normalize, ...props }: AmountInputProps) {
  const edit = (text: string) =>
    editAmountText(normalize === undefined ? text : normalize(text), decimals, maxUnits);
  return <EditGuardedField {...props} edit={edit} />;
}

export type PercentInputProps = Omit<AmountInputProps, "decimals" | "maxUnits" | "normalize">;

/** A share in percent: 0 to 100 with 2 decimals, refused edits explained like AmountInput's. */
export function PercentInput(props: PercentInputProps) {
  return <EditGuardedField {...props} edit={editPercentText} />;
}

interface EditGuardedFieldProps extends FieldProps {
  value: string;
  onAmountChange(text: string): void;
  edit(proposed: string): AmountEdit;
}

function EditGuardedField({
  edit,
  onAmountChange,
  helperText,
  error,
  slotProps,
  ...props
}: EditGuardedFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...props}
      autoComplete="off"
      error={refusal !== null || error === true}
      helperText={refusal === null ? helperText : translate(refusal)}
      onChange={(event) => {
        const result = edit(event.target.value);
        if (result.ok) {
          setRefusal(null);
          onAmountChange(result.text);
        } else setRefusal(result.reason);
      }}
      onBlur={() => setRefusal(null)}
      slotProps={{
        ...slotProps,
        htmlInput: { ...htmlInput, inputMode: "decimal", spellCheck: false },
        formHelperText: { role: refusal === null ? undefined : "alert" },
      }}
    />
  );
}
