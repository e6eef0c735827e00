import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { LP_IMPACT_FEE_PERCENT, SWAP_FEE_BASIS_POINTS } from "@ux/core/amm";
import { basisPointsToPercentText } from "@ux/core/money";
import { msg } from "../../shared/i18n/msg";
import { translate } from "../../shared/i18n/translate";

/** Spec 2 §2 info block: 'Swap Fee 0.2%', 'LP Impact Fee 20%' (from the business constants). */
export const FEE_LINES = [
  { label: msg("Swap Fee"), value: `${basisPointsToPercentText(SWAP_FEE_BASIS_POINTS)}%` },
  { label: msg("LP Impact Fee"), value: `${LP_IMPACT_FEE_PERCENT}%` },
] as const;

export function FeeInfo() {
  return (
    <Box component="dl" data-testid="multiswap-fees" sx={{ m: 0, display: "grid", gap: 0.5 }}>
      {FEE_LINES.map((line) => (
        <Box key={line.label} sx={{ display: "flex", justifyContent: "space-between" }}>
          <Typography component="dt" color="textSecondary">
            {translate(line.label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
