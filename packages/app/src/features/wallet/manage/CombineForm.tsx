import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import type { InstrumentHolding } from "@ux/core/stake";
import { ManageAmountField } from "./ManageAmountField";
import { ManageFormFrame } from "./ManageFormFrame";
import type { CombineForm as CombineFormState } from "./useCombineForm";

const shown = (units: bigint, decimals: number) => formatDisplay(units, decimals, DISPLAY_DECIMALS);

/** '5.0000 TU, 3.0000 TC' of a holding. */
export function heldText(holding: InstrumentHolding): string {
  return `${shown(holding.utility, holding.decimals)} TU, ${shown(holding.capital, holding.decimals)} TC`;
}

/** Combine (spec 1 §6): TU and TC of an expiry back into UTX; TC alone once the expiry has ended. */
export function CombineForm(props: {
  form: CombineFormState;
  holdings: readonly InstrumentHolding[];
  busy: boolean;
  disabled: boolean;
}) {
  const { form } = props;
  const disabled = props.busy || props.disabled;
  const decimals = form.holding?.decimals ?? DISPLAY_DECIMALS;
  return (
    <ManageFormFrame
      title="Combine"
      testId="manage-combine"
      status={form.status}
      busy={props.busy}
      onSubmit={() => void form.submit()}
    >
      <TextField
        select
        fullWidth
        label="Expiry"
        value={form.holding?.expiry ?? ""}
        disabled={disabled}
        onChange={(event) => form.choose(Number(event.target.value))}
        helperText={
          form.ended
            ? "This expiry has ended: TC alone combines into UTX, 1:1"
            : "As much TU and TC combine into UTX, 1:1"
        }
        slotProps={{ htmlInput: { "data-testid": "manage-combine-expiry" } }}
      >
        {props.holdings.map((holding) => (
          <MenuItem key={holding.expiry} value={holding.expiry}>
            {`${holding.formatted} (${heldText(holding)})`}
          </MenuItem>
        ))}
      </TextField>
      <ManageAmountField
        label="Amount (UTX)"
        value={form.amountText}
        decimals={decimals}
        disabled={disabled}
        message={form.amountText === "" ? undefined : form.status.messages[0]}
        hint={`Up to ${shown(form.maxUnits, decimals)} UTX`}
        testId="manage-combine"
        onChange={form.typeAmount}
        onMax={form.max}
      />
    </ManageFormFrame>
  );
}
