import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { formatUnitsTrimmed } from "@ux/core/money";
import type { ReactNode } from "react";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import { payerName } from "../payment/payerSession";
import { StepActions } from "./StepActions";
import { StepForm } from "./StepForm";
import type { PayStepView } from "./usePayStep";

/** ours: the offer's states before there is anything to choose. */
export const LOADING_PAYMENT_OPTIONS = msg("Loading payment options...");
export const SERVICE_UNREACHABLE = msg(
  "The account service cannot be reached right now; please try again later",
);
export const NO_PAYMENT_OPTIONS = msg("No token can pay for an account right now");

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 600, overflowWrap: "anywhere", textAlign: "right" }}>
        {value}
      </Typography>
    </Box>
  );
}

function OfferState({ view }: { view: PayStepView }) {
  switch (view.offer) {
    case "loading":
      return (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center" }} role="status">
          <CircularProgress size={18} aria-hidden />
          <Typography>{translate(LOADING_PAYMENT_OPTIONS)}</Typography>
        </Box>
      );
    case "offline":
      return <Alert severity="error">{translate(SERVICE_UNREACHABLE)}</Alert>;
    case "empty":
      return <Alert severity="info">{translate(NO_PAYMENT_OPTIONS)}</Alert>;
    case "ready":
      return null;
  }
}

/**
 * Step 2: the resources granted, the token/chain selector, the total to pay and the payer, then Continue
 * or Connect Wallet ('Missing Token / Chain Selection' until a choice is made) (spec 1 §2, §5).
 */
export function PayStep({
  view,
  notice,
  onChoose,
  onContinue,
  onConnectWallet,
  onBack,
}: {
  view: PayStepView;
  notice: string | null;
  onChoose(key: string): void;
  onContinue(): void;
  onConnectWallet(anchor: HTMLElement): void;
  onBack(): void;
}) {
  const { choice, grants } = view;
  return (
    <StepForm
      index={2}
      title={t("Payment")}
      notice={notice}
      canSubmit={view.status.action === "submit" && view.status.enabled}
      onSubmit={onContinue}
      actions={
        <StepActions
          status={view.status}
          testId="create-account-continue"
          secondaryLabel={t("Back")}
          onSecondary={onBack}
          onConnectWallet={onConnectWallet}
        />
      }
    >
      <OfferState view={view} />
      {grants !== null && (
        <Box component="section" aria-label={t("Resources granted")} sx={{ display: "grid", gap: 0.5 }}>
          <Typography variant="subtitle2">{t("Resources granted")}</Typography>
          <Row label={t("CPU")} value={grants.cpu} testId="grant-cpu" />
          <Row label={t("NET")} value={grants.net} testId="grant-net" />
          <Row label={t("RAM")} value={grants.ram} testId="grant-ram" />
        </Box>
      )}
      {view.choices.length > 0 && (
        <TextField
          select
          label={t("Token / Chain")}
          value={choice?.key ?? ""}
          onChange={(event) => onChoose(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { "data-testid": "payment-choice" } }}
        >
          {view.choices.map((option) => (
            <MenuItem key={option.key} value={option.key} data-testid={`payment-option-${option.key}`}>
              {option.symbol} · {option.chainLabel}
            </MenuItem>
          ))}
        </TextField>
      )}
      {choice !== null && (
        <Box sx={{ display: "grid", gap: 0.5 }}>
          <Row
            label={t("Total to pay")}
            value={`${formatUnitsTrimmed(choice.total, choice.decimals)} ${choice.symbol}`}
            testId="create-account-total"
          />
          <Row
            label={t("Payer")}
            value={
              view.payer === null
                ? t("Not connected on {network}", { network: choice.chainLabel })
                : payerName(view.payer)
            }
            testId="create-account-payer"
          />
        </Box>
      )}
    </StepForm>
  );
}
