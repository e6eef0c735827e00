import { t } from "../../../shared/i18n/translate";
import { ChoiceField } from "../../../shared/ui/ChoiceField";

/** Split's and Combine's choice of an expiry (YYYYMM), with what the form does with it below. */
export function ExpiryChoiceField<Option extends { expiry: number }>({
  chosen,
  onChoose,
  ...props
}: {
  options: readonly Option[];
  labelOf(option: Option): string;
  chosen: Option | null;
  disabled: boolean;
  helperText: string;
  testId: string;
  onChoose(expiry: number): void;
}) {
  return (
    <ChoiceField
      {...props}
      fullWidth
      label={t("Expiry")}
      keyOf={(option) => option.expiry}
      value={chosen?.expiry ?? null}
      onChoose={(key) => onChoose(Number(key))}
    />
  );
}
