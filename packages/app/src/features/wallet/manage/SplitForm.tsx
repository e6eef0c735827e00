import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import { t } from "../../../shared/i18n/translate";
import { ExpiryChoiceField } from "./ExpiryChoiceField";
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
  const { form, decimals } = props;
  const disabled = props.busy || props.disabled;
  const hint = t("Balance: {amount}", {
    amount: `${formatDisplay(props.utx, decimals, DISPLAY_DECIMALS)} UTX`,
  });
  return (
    <ManageFormFrame
      title={t("Split")}
      testId="manage-split"
      form={form}
      amount={{ label: t("Amount (UTX)"), decimals, hint }}
      busy={props.busy}
      disabled={disabled}
    >
      <ExpiryChoiceField
        options={props.expiries}
        labelOf={(option) => option.formatted}
        chosen={form.expiry}
        disabled={disabled}
        helperText={t("UTX becomes as much TU (utility until expiry) and TC (capital, 1 UTX at expiry)")}
        testId="manage-split-expiry"
        onChoose={form.choose}
      />
    </ManageFormFrame>
  );
}
