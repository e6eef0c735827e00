import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import type { InstrumentHolding } from "@ux/core/stake";
import { t } from "../../../shared/i18n/translate";
import { ManageAmountField } from "./ManageAmountField";
import { ManageChoiceField } from "./ManageChoiceField";
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
  return (
    <ManageFormFrame
      title={t("Combine")}
      testId="manage-combine"
      status={form.status}
      busy={props.busy}
      onSubmit={() => void form.submit()}
    >
      <ManageChoiceField
        label={t("Expiry")}
        options={props.holdings}
        keyOf={(holding) => holding.expiry}
        labelOf={(holding) => `${holding.formatted} (${heldText(holding)})`}
        chosen={form.holding}
        disabled={disabled}
        helperText={
          form.ended
            ? t("This expiry has ended: TC alone combines into UTX, 1:1")
            : t("As much TU and TC combine into UTX, 1:1")
        }
        testId="manage-combine-expiry"
        onChoose={(key) => form.choose(Number(key))}
      />
      <ManageAmountField
        label={t("Amount (UTX)")}
        value={form.amountText}
        decimals={decimals}
        disabled={disabled}
        message={form.amountText === "" ? undefined : form.status.messages[0]}
        hint={t("Up to {amount} UTX", { amount: shown(form.maxUnits, decimals) })}
        testId="manage-combine"
        onChange={form.typeAmount}
        onMax={form.max}
      />
    </ManageFormFrame>
  );
}
