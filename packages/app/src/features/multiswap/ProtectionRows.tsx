import Box from "@mui/material/Box";
import { t } from "../../shared/i18n/translate";
import { MinimumReceived } from "../../shared/slippage/MinimumReceived";
import { PriceImpact } from "../../shared/slippage/PriceImpact";
import type { MultiSwapProtection } from "./multiSwapProtection";

/** 'Minimum received' per output at the slippage tolerance, and each output's price impact. */
export function ProtectionRows({ protection }: { protection: MultiSwapProtection | null }) {
  const outputs = protection?.outputs ?? [];
  return (
    <Box sx={{ display: "grid", gap: 0.75 }} data-testid="multiswap-protection">
      <MinimumReceived
        testId="multiswap-minimum-received"
        lines={outputs.map((o) => ({ symbol: o.token.symbol, text: o.minimumText }))}
      />
      {outputs.map((o) =>
        o.impactBps === null ? null : (
          <PriceImpact
            key={o.token.symbol}
            label={t("Price impact ({symbol})", { symbol: o.token.symbol })}
            impactBps={o.impactBps}
            testId={`multiswap-price-impact-${o.token.symbol}`}
          />
        ),
      )}
    </Box>
  );
}
