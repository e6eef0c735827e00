import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
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
import { AmountInput } from "../../shared/ui/AmountInput";
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
    <Box
      component="form"
      noValidate
      data-testid="resources-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack spacing={3}>
        <Row label={t("Send")}>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ alignItems: { sm: "flex-start" } }}
          >
            <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: "flex-start" }}>
              <AmountInput
                fullWidth
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
              />
              <Button
                variant="outlined"
                onClick={form.max}
                disabled={busy || form.balance.data === undefined}
                sx={{ mt: 1 }}
                data-testid="resources-max"
              >
                {t("MAX")}
              </Button>
            </Stack>
            <TextField
              select
              label={t("Send token")}
              value={token?.key ?? ""}
              disabled={busy || form.tokens.length === 0}
              onChange={(event) => form.chooseToken(event.target.value)}
              sx={{ minWidth: { sm: 160 } }}
              slotProps={{ htmlInput: { "data-testid": "resources-token" } }}
            >
              {form.tokens.map((candidate) => (
                <MenuItem key={candidate.key} value={candidate.key}>
                  {candidate.symbol} ({candidate.chainLabel})
                </MenuItem>
              ))}
            </TextField>
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
            <TextField
              select
              label={t("Receive token")}
              value={choice?.symbol ?? ""}
              disabled={busy || form.choices.length === 0}
              onChange={(event) => form.chooseReceive(event.target.value)}
              sx={{ minWidth: { sm: 160 } }}
              slotProps={{ htmlInput: { "data-testid": "resources-receive-token" } }}
            >
              {form.choices.map((candidate) => (
                <MenuItem key={candidate.symbol} value={candidate.symbol}>
                  {candidate.symbol}
                </MenuItem>
              ))}
            </TextField>
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
    </Box>
  );
}
