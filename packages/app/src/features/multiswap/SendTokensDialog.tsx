import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { multiSwapSendContinueStatus } from "@ux/core/forms";
import { formatDisplay, formatUserAmount } from "@ux/core/money";
import type { AmmToken } from "../../shared/amm/ammTokens";
import type { AmmWalletBalances } from "../../shared/amm/ammWalletBalances";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { AmountInput } from "../../shared/ui/AmountInput";
import { type FieldTexts, sendEntriesOf } from "./multiSwapEntries";
import { TokensDialogFrame, useDraftTexts } from "./TokensDialogFrame";

export const TOKENS_TO_SEND = msg("Tokens to Send");

/**
 * 'Tokens to Send' (spec 2 §2): every pool token and the LP token with its available balance (4 decimals),
 * an amount field and MAX. Edits stay in the dialog until Continue, which the core send rules gate.
 */
export function SendTokensDialog({
  tokens,
  balances,
  balancesLoading,
  initial,
  mobile,
  onCancel,
  onContinue,
}: {
  tokens: readonly AmmToken[];
  balances: AmmWalletBalances | undefined;
  balancesLoading: boolean;
  initial: FieldTexts;
  mobile: boolean;
  onCancel: () => void;
  onContinue: (amounts: FieldTexts) => void;
}) {
  const { draft, set } = useDraftTexts(initial);
  const entries = sendEntriesOf(tokens, balances, draft);
  const status = multiSwapSendContinueStatus(entries);
  return (
    <TokensDialogFrame
      title={translate(TOKENS_TO_SEND)}
      maxWidth="sm"
      contentGap={2}
      mobile={mobile}
      canContinue={status.enabled}
      onCancel={onCancel}
      onContinue={() => onContinue(draft)}
    >
      {entries.map((entry) => {
        const own = multiSwapSendContinueStatus([entry]);
        return (
          <Box
            key={entry.symbol}
            sx={{ display: "grid", gap: 0.5 }}
            data-testid={`multiswap-send-row-${entry.symbol}`}
          >
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{entry.symbol}</Typography>
              <Typography variant="body2" color="textSecondary" component="span">
                {t("Available:")}{" "}
                {balancesLoading && balances === undefined ? (
                  <Skeleton variant="text" width={64} sx={{ display: "inline-block" }} />
                ) : (
                  <span data-testid={`multiswap-send-available-${entry.symbol}`}>
                    {formatDisplay(entry.available, entry.decimals)}
                  </span>
                )}
              </Typography>
            </Box>
            <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
              <AmountInput
                fullWidth
                size="small"
                label={t("{symbol} amount", { symbol: entry.symbol })}
                placeholder="0.0"
                value={entry.amountText}
                decimals={entry.decimals}
                onAmountChange={(text) => set(entry.symbol, text)}
                error={!own.enabled}
                helperText={own.messages[0] === undefined ? undefined : translate(own.messages[0])}
                slotProps={{ htmlInput: { "data-testid": `multiswap-send-amount-${entry.symbol}` } }}
              />
              <Link
                component="button"
                type="button"
                underline="hover"
                sx={{ mt: 1, fontWeight: 600 }}
                onClick={() => set(entry.symbol, formatUserAmount(entry.available, entry.decimals))}
                aria-label={t("Send all {symbol}", { symbol: entry.symbol })}
                data-testid={`multiswap-send-max-${entry.symbol}`}
              >
                {t("MAX")}
              </Link>
            </Box>
          </Box>
        );
      })}
    </TokensDialogFrame>
  );
}
