import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FormStatus } from "@ux/core/forms";
import type { ReactNode } from "react";
import { translate } from "../../../shared/i18n/translate";
import { AmountWithMax } from "../../../shared/ui/AmountWithMax";
import { FormBox } from "../../../shared/ui/FormBox";
import { FormSubmitButton } from "../../../shared/ui/FormSubmitButton";

/** What the frame reads of a manage form's hook. */
export interface ManageFormControls {
  amountText: string;
  status: FormStatus;
  typeAmount(text: string): void;
  /** MAX is offered where the form has it. */
  max?: () => void;
  submit(): Promise<void>;
}

/** The amount field's texts: the form's message (an error) shows instead of `hint` once touched. */
export interface ManageAmount {
  label: string;
  decimals: number;
  hint: string;
}

export interface ManageFormFrameProps {
  title: string;
  /** The form's test id; its amount, MAX and submit are `${testId}-amount` etc. */
  testId: string;
  form: ManageFormControls;
  amount: ManageAmount;
  /** Whether the user has typed anything yet: the amount typed, by default. */
  touched?: boolean;
  busy: boolean;
  disabled: boolean;
  /** The form's choice (an expiry, a token), above the amount. */
  children: ReactNode;
  /** Fields below the amount. */
  after?: ReactNode;
}

/** One manage form: its heading, its choice, the amount with MAX, and the main button of core's status. */
export function ManageFormFrame({
  title,
  testId,
  form,
  amount,
  busy,
  disabled,
  ...props
}: ManageFormFrameProps) {
  const touched = props.touched ?? form.amountText !== "";
  const message = touched ? form.status.messages[0] : undefined;
  return (
    <FormBox aria-label={title} data-testid={testId} onSubmit={() => void form.submit()}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {props.children}
        <AmountWithMax
          label={amount.label}
          value={form.amountText}
          decimals={amount.decimals}
          disabled={disabled}
          onAmountChange={form.typeAmount}
          error={message !== undefined}
          helperText={translate(message ?? amount.hint)}
          data-testid={`${testId}-amount`}
          onMax={form.max}
          maxTestId={`${testId}-max`}
        />
        {props.after}
        <FormSubmitButton
          testId={`${testId}-submit`}
          status={form.status}
          busy={busy}
          // The manage view shows only with a connected wallet: the button never asks to connect.
          onConnectWallet={() => {}}
        />
      </Stack>
    </FormBox>
  );
}
