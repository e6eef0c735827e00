import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { NetworkConfig } from "@ux/core/config";
import {
  DISPLAY_DECIMALS,
  ETH_DECIMALS,
  formatDisplay,
  formatDisplayWithSymbol,
  MAX_UINT256,
} from "@ux/core/money";
import { t, translate } from "../../shared/i18n/translate";
import { AmountWithMax } from "../../shared/ui/AmountWithMax";
import { ChoiceField } from "../../shared/ui/ChoiceField";
import { FormBox } from "../../shared/ui/FormBox";
import { FormSubmitButton } from "../../shared/ui/FormSubmitButton";
import { ReceivingAccountSearch } from "./ReceivingAccountSearch";
import { CONNECT, LOGOUT, NOT_CONNECTED } from "./resourcesTexts";
import type { ResourcesForm as ResourcesFormState } from "./useResourcesForm";

export interface ResourcesFormProps {
  config: NetworkConfig;
  form: ResourcesFormState;
  /** Submit and the fields wait while a swap runs. */
  busy: boolean;
  onConnect(): void;
  onLogout(): void;
  onSubmit(): void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" color="textSecondary">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** The token selects beside the amounts. */
const TOKEN_SX = { minWidth: { sm: 160 } };

/**
 * The Resources form (spec 1 §2): Send amount with MAX and the token, the sending account (the Ethereum
 * browser wallet) with Connect / Logout, Receive amount and token, the receiving account, and the button
 * whose text and state come from core's rules.
 */
export function ResourcesForm({ config, form, busy, onConnect, onLogout, onSubmit }: ResourcesFormProps) {
  const { token, choice, view } = form;
  const message = view.status.messages[0];
  const balanceText =
    token === null || form.balance.data === undefined
      ? " "
      : t("Balance: {amount}", {
          amount: formatDisplayWithSymbol(form.balance.data, token.decimals, token.symbol),
        });
  const receiveText =
    view.receiveUnits === null || choice === null
      ? ""
      : formatDisplay(view.receiveUnits, choice.decimals, DISPLAY_DECIMALS);
  return (
    <FormBox data-testid="resources-form" onSubmit={onSubmit}>
      <Stack spacing={3}>
        <Row label={t("Send")}>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ alignItems: { sm: "flex-start" } }}
          >
            <AmountWithMax
              label={t("Send amount")}
              value={form.amountText}
              decimals={token?.decimals ?? ETH_DECIMALS}
              // Ethereum amounts are uint256 (18-decimal ETH passes Antelope's asset maximum at 4.6 ETH).
              maxUnits={MAX_UINT256}
              disabled={busy || token === null}
              onAmountChange={form.typeAmount}
              error={message !== undefined}
              helperText={message === undefined ? balanceText : translate(message)}
              slotProps={{ htmlInput: { "data-testid": "resources-amount" } }}
              onMax={form.max}
              maxDisabled={busy || form.balance.data === undefined}
              maxTestId="resources-max"
              rowSx={{ flex: 1, minWidth: 0 }}
            />
            <ChoiceField
              label={t("Send token")}
              options={form.tokens}
              keyOf={(candidate) => candidate.key}
              labelOf={(candidate) => `${candidate.symbol} (${candidate.chainLabel})`}
              value={token?.key ?? null}
              disabled={busy || form.tokens.length === 0}
              sx={TOKEN_SX}
              testId="resources-token"
              onChoose={form.chooseToken}
            />
          </Stack>
        </Row>

        <Row label={t("Sending account")}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
            <Typography
              variant="body2"
              data-testid="resources-sending-account"
              sx={{ overflowWrap: "anywhere", minWidth: 0 }}
            >
              {form.sendingAddress ?? translate(NOT_CONNECTED)}
            </Typography>
            {form.sendingAddress === null ? (
              <Button variant="outlined" onClick={onConnect} disabled={busy} data-testid="resources-connect">
                {translate(CONNECT)}
              </Button>
            ) : (
              <Button variant="text" onClick={onLogout} disabled={busy} data-testid="resources-logout">
                {translate(LOGOUT)}
              </Button>
            )}
          </Stack>
        </Row>

        <Row label={t("Receive")}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <TextField
              fullWidth
              label={t("Receive amount")}
              value={receiveText}
              slotProps={{ htmlInput: { readOnly: true, "data-testid": "resources-receive-amount" } }}
            />
            <ChoiceField
              label={t("Receive token")}
              options={form.choices}
              keyOf={(candidate) => candidate.symbol}
              labelOf={(candidate) => candidate.symbol}
              value={choice?.symbol ?? null}
              disabled={busy || form.choices.length === 0}
              sx={TOKEN_SX}
              testId="resources-receive-token"
              onChoose={form.chooseReceive}
            />
          </Stack>
        </Row>

        <Row label={t("Receiving account")}>
          {form.receivingMode === "own" ? (
            <Typography variant="body2" data-testid="resources-receiving-account">
              {form.receivingAccount ?? translate(NOT_CONNECTED)}
            </Typography>
          ) : (
            <ReceivingAccountSearch
              config={config}
              value={form.receivingAccount}
              onChange={form.chooseReceiver}
              disabled={busy}
            />
          )}
        </Row>

        <FormSubmitButton
          testId="resources-submit"
          status={view.status}
          busy={busy}
          onConnectWallet={() => onConnect()}
        />
      </Stack>
    </FormBox>
  );
}
