import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import KeyboardArrowUp from "@mui/icons-material/KeyboardArrowUp";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import { multiSwapReceiveContinueEnabled, multiSwapReceiveTotal, stepPercent } from "@ux/core/forms";
import { parsePercentToBasisPoints } from "@ux/core/money";
import type { AmmToken } from "../../shared/amm/ammTokens";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { PercentInput } from "../../shared/ui/AmountInput";
import { type FieldTexts, receiveEntriesOf } from "./multiSwapEntries";
import { TokensDialogFrame, useDraftTexts } from "./TokensDialogFrame";

export const TOKENS_TO_RECEIVE = msg("Tokens to Receive");

/** Spec 2 §2: the running total is green at exactly 100 and red otherwise. */
export function totalTone(complete: boolean): "success" | "error" {
  return complete ? "success" : "error";
}

function percentError(text: string): string | undefined {
  if (text === "") return undefined;
  const result = parsePercentToBasisPoints(text);
  return result.ok ? undefined : result.error;
}

/**
 * 'Tokens to Receive' (spec 2 §2): the pool's tokens with a percentage each, arrows adding or subtracting 1,
 * and the running total 'x / 100%', green at exactly 100 and red otherwise; Continue only at exactly 100.
 */
export function ReceiveTokensDialog({
  tokens,
  initial,
  mobile,
  onCancel,
  onContinue,
}: {
  tokens: readonly AmmToken[];
  initial: FieldTexts;
  mobile: boolean;
  onCancel: () => void;
  onContinue: (percents: FieldTexts) => void;
}) {
  const { draft, set } = useDraftTexts(initial);
  const entries = receiveEntriesOf(tokens, draft);
  const total = multiSwapReceiveTotal(entries);
  return (
    <TokensDialogFrame
      title={translate(TOKENS_TO_RECEIVE)}
      maxWidth="xs"
      contentGap={1.5}
      mobile={mobile}
      canContinue={multiSwapReceiveContinueEnabled(entries)}
      onCancel={onCancel}
      onContinue={() => onContinue(draft)}
    >
      {entries.map((entry) => (
        <Box key={entry.symbol} sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
          <Typography sx={{ fontWeight: 600, minWidth: 72, mt: 1 }}>{entry.symbol}</Typography>
          <PercentInput
            fullWidth
            size="small"
            label={t("{symbol} percentage", { symbol: entry.symbol })}
            placeholder="0"
            value={entry.percentText}
            onAmountChange={(text) => set(entry.symbol, text)}
            error={percentError(entry.percentText) !== undefined}
            helperText={percentError(entry.percentText)}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              htmlInput: { "data-testid": `multiswap-receive-percent-${entry.symbol}` },
            }}
          />
          <Box sx={{ display: "flex", flexDirection: "column" }}>
            <IconButton
              size="small"
              aria-label={t("Add 1% to {symbol}", { symbol: entry.symbol })}
              onClick={() => set(entry.symbol, stepPercent(entry.percentText, 1))}
              data-testid={`multiswap-receive-up-${entry.symbol}`}
            >
              <KeyboardArrowUp fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t("Subtract 1% from {symbol}", { symbol: entry.symbol })}
              onClick={() => set(entry.symbol, stepPercent(entry.percentText, -1))}
              data-testid={`multiswap-receive-down-${entry.symbol}`}
            >
              <KeyboardArrowDown fontSize="small" />
            </IconButton>
          </Box>
        </Box>
      ))}
      <Typography
        role="status"
        aria-live="polite"
        sx={{ justifySelf: "end", fontWeight: 700 }}
        color={totalTone(total.complete)}
        data-testid="multiswap-receive-total"
        data-tone={totalTone(total.complete)}
      >
        {total.text}
      </Typography>
    </TokensDialogFrame>
  );
}
