import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import type { InstrumentHolding } from "@ux/core/stake";
import { t } from "../../../shared/i18n/translate";
import { ExpiryChoiceField } from "./ExpiryChoiceField";
import { ManageFormFrame } from "./ManageFormFrame";
import type { CombineForm as CombineFormState } from "./useCombineForm";

const shown = (units: bigint, decimals: number) => formatDisplay(units, decimals, DISPLAY_DECIMALS);

/** '5.0000 TU, 3.0000 TC' of a holding. */
export function heldText(holding: InstrumentHolding): string {
  return t("{tu} TU, {tc} TC", {
    tu: shown(holding.utility, holding.decimals),
    tc: shown(holding.capital, holding.decimals),
  });
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
  const hint = t("Up to {amount} UTX", { amount: shown(form.maxUnits, decimals) });
  return (
    <ManageFormFrame
      title={t("Combine")}
      testId="manage-combine"
      form={form}
      amount={{ label: t("Amount (UTX)"), decimals, hint }}
      busy={props.busy}
      disabled={disabled}
    >
      <ExpiryChoiceField
        options={props.holdings}
        labelOf={(holding) => `${holding.formatted} (${heldText(holding)})`}
        chosen={form.holding}
        disabled={disabled}
        helperText={
          form.ended
            ? t("This expiry has ended: TC alone combines into UTX, 1:1")
            : t("As much TU and TC combine into UTX, 1:1")
        }
        testId="manage-combine-expiry"
        onChoose={form.choose}
      />
    </ManageFormFrame>
  );
}
