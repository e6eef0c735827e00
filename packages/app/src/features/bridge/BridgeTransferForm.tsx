import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { BRIDGE_NOTICE_DELAY_MS, BRIDGE_TEXTS } from "@ux/core/bridge";
import type { BridgeToken } from "@ux/core/config";
import { type FormStatus, normalizeBridgeAmountInput } from "@ux/core/forms";
import { useEffect, useState } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { AmountInput } from "../../shared/ui/AmountInput";
import { FormSubmitButton } from "../../shared/ui/FormSubmitButton";
import type { BridgeChainOption } from "./bridgeChoices";

export interface BridgeTransferFormProps {
  chains: readonly BridgeChainOption[];
  source: string;
  destination: string;
  onChain(side: "source" | "destination", chain: string): void;
  search: string;
  onSearch(text: string): void;
  tokens: readonly BridgeToken[];
  token: BridgeToken | null;
  onToken(symbol: string): void;
  amountText: string;
  onAmount(text: string): void;
  /** The token's balance on the source chain, formatted; null while unknown. */
  balanceText: string | null;
  status: FormStatus;
  busy: boolean;
  onSubmit(): void;
  onConnectWallet(anchor: HTMLElement): void;
}

/*
 * Spec 2 §9 'Bridge notice delay 1 s': the Bridge page has one notice (§2: "Notice: 'Bridge transfers do not
 * incur any fees'"), and §9 lists the delay beside the other Bridge page timings (the 1 s wait before
 * loading previous transfers), so it is read as the notice's: it appears 1 s after the form opens. Its line
 * is kept empty until then, so the form does not move when it appears.
 */
function useNoticeShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), BRIDGE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown;
}

/** The transfer form (spec 2 §2, §5): chains, token search and choice, amount, the main button. */
export function BridgeTransferForm(props: BridgeTransferFormProps) {
  const noticeShown = useNoticeShown();
  const chainSelect = (side: "source" | "destination", label: string, value: string) => (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => props.onChain(side, event.target.value)}
      slotProps={{ htmlInput: { "data-testid": `bridge-${side}` } }}
    >
      {props.chains.map((chain) => (
        <MenuItem key={chain.key} value={chain.key}>
          {chain.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (props.status.enabled && !props.busy) props.onSubmit();
      }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {chainSelect("source", t("From"), props.source)}
        {chainSelect("destination", t("To"), props.destination)}
      </Stack>
      <TextField
        label={t("Search token")}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        slotProps={{ htmlInput: { "data-testid": "bridge-token-search" } }}
      />
      {props.tokens.length === 0 ? (
        <Alert severity="info">{t("No tokens to bridge between these chains")}</Alert>
      ) : (
        <TextField
          select
          label={t("Token")}
          value={props.token?.symbol ?? ""}
          onChange={(event) => props.onToken(event.target.value)}
          slotProps={{ htmlInput: { "data-testid": "bridge-token" } }}
        >
          {props.tokens.map((token) => (
            <MenuItem key={`${token.symbol}:${token.group}`} value={token.symbol}>
              {token.symbol}
            </MenuItem>
          ))}
        </TextField>
      )}
      <AmountInput
        label={t("Amount")}
        value={props.amountText}
        onAmountChange={props.onAmount}
        normalize={normalizeBridgeAmountInput}
        decimals={props.token?.decimals ?? 4}
        helperText={props.balanceText === null ? undefined : `Balance: ${props.balanceText}`}
        slotProps={{ htmlInput: { "data-testid": "bridge-amount" } }}
      />
      <FormSubmitButton
        testId="bridge-submit"
        status={props.status}
        busy={props.busy}
        onConnectWallet={props.onConnectWallet}
      />
      <Typography
        variant="body2"
        color="textSecondary"
        sx={{ minHeight: "1.43em" }}
        data-testid="bridge-notice"
      >
        {noticeShown ? translate(BRIDGE_TEXTS.noFees) : null}
      </Typography>
    </Stack>
  );
}
