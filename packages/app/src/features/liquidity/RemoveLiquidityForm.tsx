import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { percentTotal } from "@ux/core/forms";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { MinimumReceived } from "../../shared/slippage/MinimumReceived";
import { AmountInput, PercentInput } from "../../shared/ui/AmountInput";
import type { LiquidityMode } from "./addLiquidityInputs";
import { LiquidityFormFrame, type LiquidityFormFrameProps } from "./LiquidityFormFrame";
import { ModeToggle } from "./ModeToggle";
import { LP_SHORTCUT_PERCENTS, type LpShortcutPercent } from "./removeLiquidityInputs";
import type { RemoveLiquidityModel, RemoveTokenRow } from "./removeLiquidityModel";
import { TokenHeader } from "./TokenHeader";

export interface RemoveLiquidityFormProps extends Omit<LiquidityFormFrameProps, "status"> {
  readonly mode: LiquidityMode;
  readonly onModeChange: (mode: LiquidityMode) => void;
  readonly lpAmountText: string;
  readonly model: RemoveLiquidityModel;
  readonly walletConnected: boolean;
  readonly balancesLoading: boolean;
  readonly onLpAmountChange: (text: string) => void;
  readonly onLpShortcut: (percent: LpShortcutPercent) => void;
  readonly onMax: () => void;
  readonly onPercentChange: (symbol: string, text: string) => void;
  readonly onTokenMax: (symbol: string) => void;
}

/** ours: the hints of the two modes. */
export const REMOVE_BALANCED_HINT = msg("Balanced: receive the pool's tokens in its proportions.");
export const REMOVE_UNBALANCED_HINT = msg(
  "Unbalanced: choose a percentage per token; they must add up to 100.",
);
const MODE_HINTS = { balanced: REMOVE_BALANCED_HINT, unbalanced: REMOVE_UNBALANCED_HINT } as const;

function TokenRow({ row, props }: { row: RemoveTokenRow; props: RemoveLiquidityFormProps }) {
  const { symbol } = row.token;
  const disabled = !props.walletConnected || props.busy;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        display: "grid",
        gap: 1,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
        alignItems: "center",
      }}
      data-testid={`remove-token-${symbol}`}
    >
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {symbol}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
          {t("You receive (estimate):")}{" "}
          <span data-testid={`remove-estimate-${symbol}`}>
            {row.estimateText === null ? "—" : `${row.estimateText} ${symbol}`}
          </span>
        </Typography>
      </Box>
      {props.mode === "unbalanced" && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <PercentInput
            label={t("{symbol} share", { symbol })}
            value={row.percentText}
            onAmountChange={(text) => props.onPercentChange(symbol, text)}
            disabled={disabled}
            size="small"
            slotProps={{
              htmlInput: { "data-testid": `remove-percent-${symbol}` },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          <Button
            size="small"
            onClick={() => props.onTokenMax(symbol)}
            disabled={disabled}
            data-testid={`remove-max-${symbol}`}
            aria-label={t("Remove the whole LP balance as {symbol}", { symbol })}
          >
            {t("MAX")}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The Remove Liquidity form (spec 2 §2, §5): pool, LP amount with shortcuts, mode, tokens, button. */
export function RemoveLiquidityForm(props: RemoveLiquidityFormProps) {
  const { model } = props;
  const disabled = !props.walletConnected || props.busy;
  const lpError = model.status.messages[0];
  return (
    <LiquidityFormFrame {...props} status={model.status} submitTestId="remove-submit">
      {model.lpSymbol !== null && (
        <Paper variant="outlined" sx={{ p: 2, display: "grid", gap: 1.5 }}>
          <TokenHeader
            symbol={model.lpSymbol}
            availableText={model.lpBalanceText}
            loading={props.walletConnected && props.balancesLoading}
            maxTestId="remove-max"
            onMax={props.onMax}
            disabled={disabled}
          />
          <AmountInput
            label={t("LP amount")}
            value={props.lpAmountText}
            decimals={props.model.lpDecimals}
            onAmountChange={props.onLpAmountChange}
            disabled={disabled}
            error={lpError !== undefined}
            helperText={lpError ?? " "}
            slotProps={{ htmlInput: { "data-testid": "remove-lp-amount" } }}
          />
          <Box
            sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}
            role="group"
            aria-label={t("Share of the LP balance")}
          >
            {LP_SHORTCUT_PERCENTS.map((percent) => (
              <Button
                key={percent}
                size="small"
                variant="outlined"
                onClick={() => props.onLpShortcut(percent)}
                disabled={disabled || model.lpBalanceText === null}
                data-testid={`remove-lp-${percent}`}
              >
                {percent}%
              </Button>
            ))}
          </Box>
        </Paper>
      )}
      <ModeToggle testId="remove-mode" form={props} hints={MODE_HINTS} />
      {model.rows.map((row) => (
        <TokenRow key={`${row.token.contract}:${row.token.symbol}`} row={row} props={props} />
      ))}
      {props.mode === "unbalanced" && model.rows.length > 0 && (
        <Typography
          data-testid="remove-percent-total"
          data-complete={model.percentTotalComplete}
          sx={{ fontWeight: 600, color: model.percentTotalComplete ? "success.main" : "error.main" }}
        >
          {percentTotal(model.percentTotalText ?? "?")}
        </Typography>
      )}
      {model.rows.length > 0 && (
        <MinimumReceived
          testId="remove-minimum-received"
          lines={model.rows.flatMap((row) =>
            row.minimumText === null ? [] : [{ symbol: row.token.symbol, text: row.minimumText }],
          )}
        />
      )}
      {model.estimateProblem !== null && <Alert severity="warning">{translate(model.estimateProblem)}</Alert>}
    </LiquidityFormFrame>
  );
}
