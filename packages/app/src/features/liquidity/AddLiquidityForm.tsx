import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { MinimumReceived } from "../../shared/slippage/MinimumReceived";
import { AmountInput } from "../../shared/ui/AmountInput";
import type { LiquidityMode } from "./addLiquidityInputs";
import type { AddLiquidityModel, AddTokenRow } from "./addLiquidityModel";
import { LiquidityFormFrame, type LiquidityFormFrameProps } from "./LiquidityFormFrame";
import { ModeToggle } from "./ModeToggle";
import { TokenHeader } from "./TokenHeader";
import { USD_INPUT_DECIMALS } from "./usdRates";

export interface AddLiquidityFormProps extends Omit<LiquidityFormFrameProps, "status"> {
  readonly mode: LiquidityMode;
  readonly onModeChange: (mode: LiquidityMode) => void;
  readonly model: AddLiquidityModel;
  readonly walletConnected: boolean;
  readonly balancesLoading: boolean;
  readonly onAmountChange: (index: number, text: string) => void;
  readonly onUsdChange: (index: number, text: string) => void;
  readonly onMax: (index: number) => void;
}

/** ours: the hint before a pool is chosen. */
export const CHOOSE_POOL_HINT = msg("Choose a pool to see its tokens.");
export const BALANCED_HINT = msg("Balanced: each amount follows the pool's proportions.");
export const UNBALANCED_HINT = msg("Unbalanced: enter any amount of each token.");
const MODE_HINTS = { balanced: BALANCED_HINT, unbalanced: UNBALANCED_HINT } as const;
/** ours: tokens whose order the pool would refund as things stand. */
export function refundedNote(symbols: readonly string[]): string {
  return t("The pool cannot take the {symbols} part now; it would be refunded.", {
    symbols: symbols.join(", "),
  });
}

function TokenRow({ row, index, props }: { row: AddTokenRow; index: number; props: AddLiquidityFormProps }) {
  const { symbol } = row.token;
  const inputsDisabled = !props.walletConnected || props.busy;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: "grid", gap: 1.5 }}
      data-testid={`liquidity-token-${symbol}`}
    >
      <TokenHeader
        symbol={symbol}
        availableText={row.availableText}
        loading={props.walletConnected && props.balancesLoading}
        maxTestId={`liquidity-max-${symbol}`}
        onMax={() => props.onMax(index)}
        disabled={inputsDisabled}
      />
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "3fr 2fr" } }}>
        <AmountInput
          label={t("{symbol} amount", { symbol })}
          value={row.amountText}
          decimals={row.token.decimals}
          onAmountChange={(text) => props.onAmountChange(index, text)}
          disabled={inputsDisabled}
          error={row.message !== null}
          helperText={<span data-testid={`liquidity-message-${symbol}`}>{row.message ?? " "}</span>}
          slotProps={{ htmlInput: { "data-testid": `liquidity-amount-${symbol}` } }}
        />
        <AmountInput
          label={t("USD value")}
          value={row.usdText}
          decimals={USD_INPUT_DECIMALS}
          onAmountChange={(text) => props.onUsdChange(index, text)}
          disabled={inputsDisabled || !row.usdEditable}
          helperText={row.usdEditable ? " " : t("No USD price")}
          slotProps={{
            htmlInput: { "data-testid": `liquidity-usd-${symbol}` },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      </Box>
    </Paper>
  );
}

/** The Add Liquidity form (spec 2 §2, §5): pool, mode, a row per token, the LP estimate, the button. */
export function AddLiquidityForm(props: AddLiquidityFormProps) {
  const { model } = props;
  return (
    <LiquidityFormFrame {...props} status={model.status} submitTestId="liquidity-submit">
      <ModeToggle testId="liquidity-mode" form={props} hints={MODE_HINTS} />
      {model.rows.length === 0 && props.pools !== undefined && (
        <Typography color="textSecondary">{translate(CHOOSE_POOL_HINT)}</Typography>
      )}
      {model.rows.map((row, index) => (
        <TokenRow key={`${row.token.contract}:${row.token.symbol}`} row={row} index={index} props={props} />
      ))}
      <Paper variant="outlined" sx={{ p: 2, display: "grid", gap: 0.5 }} data-testid="liquidity-lp-estimate">
        <Typography variant="body2" color="textSecondary">
          {t("You receive (estimate)")}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: "tabular-nums" }}>
          {model.estimate === null ? "—" : `${model.estimate.lpText} ${model.estimate.lpSymbol}`}
        </Typography>
        {model.estimate !== null && (
          <Typography variant="body2" color="textSecondary">
            {t("Share of pool: {percent}%", { percent: model.estimate.sharePercentText })}
          </Typography>
        )}
        <MinimumReceived
          testId="liquidity-minimum-received"
          lines={
            model.estimate === null
              ? []
              : [{ symbol: model.estimate.lpSymbol, text: model.estimate.minimumText }]
          }
        />
      </Paper>
      {model.estimate !== null && model.estimate.refundedSymbols.length > 0 && (
        <Alert severity="warning">{refundedNote(model.estimate.refundedSymbols)}</Alert>
      )}
    </LiquidityFormFrame>
  );
}
