import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import { t } from "../../../shared/i18n/translate";
import { ManageAmountField } from "./ManageAmountField";
import { ManageChoiceField } from "./ManageChoiceField";
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
      title={t("Split")}
      testId="manage-split"
      status={form.status}
      busy={props.busy}
      onSubmit={() => void form.submit()}
    >
      <ManageChoiceField
        label={t("Expiry")}
        options={props.expiries}
        keyOf={(option) => option.expiry}
        labelOf={(option) => option.formatted}
        chosen={form.expiry}
        disabled={disabled}
        helperText={t("UTX becomes as much TU (utility until expiry) and TC (capital, 1 UTX at expiry)")}
        testId="manage-split-expiry"
        onChoose={(key) => form.choose(Number(key))}
      />
      <ManageAmountField
        label={t("Amount (UTX)")}
        value={form.amountText}
        decimals={props.decimals}
        disabled={disabled}
        message={form.amountText === "" ? undefined : form.status.messages[0]}
        hint={t("Balance: {amount}", {
          amount: `${formatDisplay(props.utx, props.decimals, DISPLAY_DECIMALS)} UTX`,
        })}
        testId="manage-split"
        onChange={form.typeAmount}
        onMax={form.max}
      />
    </ManageFormFrame>
  );
}
