import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { t } from "../../shared/i18n/translate";

interface TokenBalanceProps {
  symbol: string;
  availableText: string | null;
  loading: boolean;
  maxTestId: string;
  onMax: () => void;
  disabled: boolean;
}

/**
 * 'Available: 12.3456 SYM' with a MAX button; a skeleton while the balance loads, nothing without a
 * wallet (there is no balance to show).
 */
function TokenBalance({ symbol, availableText, loading, maxTestId, onMax, disabled }: TokenBalanceProps) {
  if (availableText === null) {
    return loading ? <Skeleton width={140} aria-label={t("Loading {symbol} balance", { symbol })} /> : null;
  }
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
        {t("Available: {amount} {symbol}", { amount: availableText, symbol })}
      </Typography>
      <Button
        size="small"
        variant="text"
        onClick={onMax}
        disabled={disabled}
        data-testid={maxTestId}
        aria-label={t("Use the whole {symbol} balance", { symbol })}
        sx={{ minWidth: 0, px: 1 }}
      >
        {t("MAX")}
      </Button>
    </Box>
  );
}

/** A token block's header in the liquidity forms: the symbol as heading, its balance and MAX opposite. */
export function TokenHeader(props: TokenBalanceProps) {
  return (
    <Box
      sx={{
        display: "flex",
        justifyContent: "space-between",
        alignItems: "center",
        flexWrap: "wrap",
        gap: 1,
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {props.symbol}
      </Typography>
      <TokenBalance {...props} />
    </Box>
  );
}
