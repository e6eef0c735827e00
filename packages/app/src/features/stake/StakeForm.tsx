import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { STAKE_DECIMALS } from "@ux/core/expiry";
import type { ExpiryRateEntry } from "@ux/core/stake/socket";
import { t, translate } from "../../shared/i18n/translate";
import { AmountWithMax } from "../../shared/ui/AmountWithMax";
import { ChoiceField } from "../../shared/ui/ChoiceField";
import { FormBox } from "../../shared/ui/FormBox";
import { FormSubmitButton } from "../../shared/ui/FormSubmitButton";
import { expiryYears, monthLabel, ratesOfYear } from "./stakeExpiryChoice";
import type { StakeForm as StakeFormState } from "./useStakeForm";

export interface StakeFormProps {
  form: StakeFormState;
  rates: readonly ExpiryRateEntry[];
  walletConnected: boolean;
  /** '123.4567 UTX', or null without a wallet or while loading. */
  balanceText: string | null;
  busy: boolean;
  onConnectWallet(anchor: HTMLElement): void;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: "space-between", gap: 2 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The QuickStake form (spec 2 §2): expiry year and month, amount with MAX, options, figures, submit. */
export function StakeForm({
  form,
  rates,
  walletConnected,
  balanceText,
  busy,
  onConnectWallet,
}: StakeFormProps) {
  const disabled = !walletConnected || busy;
  const years = expiryYears(rates);
  const months = form.year === null ? [] : ratesOfYear(rates, form.year);
  const message = form.showMessages ? form.status.messages[0] : undefined;
  return (
    <FormBox data-testid="stake-form" onSubmit={() => void form.submit()}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <ChoiceField
            fullWidth
            label={t("Expiry year")}
            options={years}
            keyOf={(year) => year}
            labelOf={String}
            value={form.year}
            disabled={disabled || years.length === 0}
            testId="stake-year"
            onChoose={(key) => form.chooseYear(Number(key))}
          />
          <ChoiceField
            fullWidth
            label={t("Expiry month")}
            options={months}
            keyOf={(rate) => rate.expiry}
            labelOf={(rate) => monthLabel(rate.expiry)}
            value={form.expiry}
            disabled={disabled || months.length === 0}
            testId="stake-month"
            onChoose={(key) => form.chooseExpiry(Number(key))}
          />
        </Stack>
        <Typography variant="body2" color="textSecondary" data-testid="stake-expiry">
          {form.entry === null
            ? t("Loading expiry rates…")
            : t("Expiry {expiry} ({days} days)", { expiry: form.entry.formatted, days: form.entry.days })}
        </Typography>
        <AmountWithMax
          label={t("Amount (UTX)")}
          value={form.quantityText}
          decimals={STAKE_DECIMALS}
          disabled={disabled}
          onAmountChange={form.typeQuantity}
          error={message !== undefined}
          helperText={
            message !== undefined
              ? translate(message)
              : balanceText === null
                ? " "
                : t("Balance: {amount}", { amount: balanceText })
          }
          data-testid="stake-amount"
          onMax={form.max}
          maxTestId="stake-max"
        />
        <Stack direction={{ xs: "column", sm: "row" }}>
          {(
            [
              [t("Restake Rewards"), form.restake, form.setRestake, "stake-restake"],
              [t("Locking Stake Until Expiry"), form.locked, form.setLocked, "stake-locked"],
            ] as const
          ).map(([label, checked, onChange, testId]) => (
            <FormControlLabel
              key={testId}
              control={
                <Checkbox
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onChange(event.target.checked)}
                  slotProps={{ input: { "data-testid": testId } as object }}
                />
              }
              label={label}
            />
          ))}
        </Stack>
        <Stack spacing={0.5}>
          {(
            [
              [t("TU Price"), form.figures?.tuPrice, "stake-tu-price"],
              [t("Utility Yield"), form.figures?.utilityYield, "stake-utility-yield"],
              [t("Token Rewards"), form.figures?.tokenRewards, "stake-token-rewards"],
            ] as const
          ).map(([label, value, testId]) => (
            <Figure key={testId} label={label} value={value ?? "—"} testId={testId} />
          ))}
        </Stack>
        <FormSubmitButton
          testId="stake-submit"
          status={form.status}
          busy={busy}
          onConnectWallet={onConnectWallet}
        />
      </Stack>
    </FormBox>
  );
}
