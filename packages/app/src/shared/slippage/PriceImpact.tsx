import Typography from "@mui/material/Typography";
import { priceImpactBand } from "@ux/core/amm";
import { translate } from "../i18n/translate";
import { DetailRow } from "../ui/DetailRow";
import { IMPACT_BAND_COLORS, impactPercentText, SLIPPAGE_TEXTS } from "./slippageTexts";

/**
 * 'Price impact' to 2 decimals, coloured by band (core priceImpactBand): under 1% success, 1-3% plain text,
 * 3-5% warning, above 5% error. `data-band` names the band.
 */
export function PriceImpact({
  impactBps,
  testId,
  label = translate(SLIPPAGE_TEXTS.priceImpact),
}: {
  impactBps: bigint;
  testId: string;
  label?: string;
}) {
  const band = priceImpactBand(impactBps);
  return (
    <DetailRow label={label}>
      <Typography
        variant="body2"
        color={IMPACT_BAND_COLORS[band]}
        sx={{ fontVariantNumeric: "tabular-nums", fontWeight: band === "low" ? undefined : 600 }}
        data-testid={testId}
        data-band={band}
      >
        {impactPercentText(impactBps)}
      </Typography>
    </DetailRow>
  );
}
