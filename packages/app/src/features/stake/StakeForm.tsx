import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { STAKE_DECIMALS } from "@ux/core/expiry";
import type { ExpiryRateEntry } from "@ux/core/stake/socket";
import { t, translate } from "../../shared/i18n/translate";
import { AmountInput } from "../../shared/ui/AmountInput";
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
    <Box
      component="form"
      noValidate
      data-testid="stake-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <TextField
            select
            fullWidth
            label={t("Expiry year")}
            value={form.year ?? ""}
            disabled={disabled || years.length === 0}
            onChange={(event) => form.chooseYear(Number(event.target.value))}
            slotProps={{ htmlInput: { "data-testid": "stake-year" } }}
          >
            {years.map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={t("Expiry month")}
            value={form.expiry ?? ""}
            disabled={disabled || months.length === 0}
            onChange={(event) => form.chooseExpiry(Number(event.target.value))}
            slotProps={{ htmlInput: { "data-testid": "stake-month" } }}
          >
            {months.map((rate) => (
              <MenuItem key={rate.expiry} value={rate.expiry}>
                {monthLabel(rate.expiry)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Typography variant="body2" color="textSecondary" data-testid="stake-expiry">
          {form.entry === null
            ? t("Loading expiry rates…")
            : t("Expiry {expiry} ({days} days)", { expiry: form.entry.formatted, days: form.entry.days })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <AmountInput
            fullWidth
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
          />
          <Button
            variant="outlined"
            onClick={form.max}
            disabled={disabled}
            sx={{ mt: 1 }}
            data-testid="stake-max"
          >
            {t("MAX")}
          </Button>
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.restake}
                disabled={disabled}
                onChange={(event) => form.setRestake(event.target.checked)}
                slotProps={{ input: { "data-testid": "stake-restake" } as object }}
              />
            }
            label={t("Restake Rewards")}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.locked}
                disabled={disabled}
                onChange={(event) => form.setLocked(event.target.checked)}
                slotProps={{ input: { "data-testid": "stake-locked" } as object }}
              />
            }
            label={t("Locking Stake Until Expiry")}
          />
        </Stack>
        <Stack spacing={0.5}>
          <Figure label={t("TU Price")} value={form.figures?.tuPrice ?? "—"} testId="stake-tu-price" />
          <Figure
            label={t("Utility Yield")}
            value={form.figures?.utilityYield ?? "—"}
            testId="stake-utility-yield"
          />
          <Figure
            label={t("Token Rewards")}
            value={form.figures?.tokenRewards ?? "—"}
            testId="stake-token-rewards"
          />
        </Stack>
        <FormSubmitButton
          testId="stake-submit"
          status={form.status}
          busy={busy}
          onConnectWallet={onConnectWallet}
        />
      </Stack>
    </Box>
  );
}
