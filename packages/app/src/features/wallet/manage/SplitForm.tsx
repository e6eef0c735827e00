import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import { ManageAmountField } from "./ManageAmountField";
import { ManageFormFrame } from "./ManageFormFrame";
import type { ExpiryOption } from "./manageView";
import type { SplitForm as SplitFormState } from "./useSplitForm";

/** Split (spec 1 §6): UTX into the TU and TC of an open expiry. */
export function SplitForm(props: {
  form: SplitFormState;
  expiries: readonly ExpiryOption[];
  utx: bigint;
  decimals: number;
  busy: boolean;
  disabled: boolean;
}) {
  const { form } = props;
  const disabled = props.busy || props.disabled;
  return (
    <ManageFormFrame
      title="Split"
      testId="manage-split"
      status={form.status}
      busy={props.busy}
      onSubmit={() => void form.submit()}
    >
      <TextField
        select
        fullWidth
        label="Expiry"
        value={form.expiry?.expiry ?? ""}
        disabled={disabled}
        onChange={(event) => form.choose(Number(event.target.value))}
        helperText="UTX becomes as much TU (utility until expiry) and TC (capital, 1 UTX at expiry)"
        slotProps={{ htmlInput: { "data-testid": "manage-split-expiry" } }}
      >
        {props.expiries.map((option) => (
          <MenuItem key={option.expiry} value={option.expiry}>
            {option.formatted}
          </MenuItem>
        ))}
      </TextField>
      <ManageAmountField
        label="Amount (UTX)"
        value={form.amountText}
        decimals={props.decimals}
        disabled={disabled}
        message={form.amountText === "" ? undefined : form.status.messages[0]}
        hint={`Balance: ${formatDisplay(props.utx, props.decimals, DISPLAY_DECIMALS)} UTX`}
        testId="manage-split"
        onChange={form.typeAmount}
        onMax={form.max}
      />
    </ManageFormFrame>
  );
}
