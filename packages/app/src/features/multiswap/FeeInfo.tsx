import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { LP_IMPACT_FEE_PERCENT, SWAP_FEE_BASIS_POINTS } from "@ux/core/amm";
import { basisPointsToPercentText } from "@ux/core/money";

/** Spec 2 §2 info block: 'Swap Fee 0.2%', 'LP Impact Fee 20%' (from the business constants). */
export const FEE_LINES = [
  { label: "Swap Fee", value: `${basisPointsToPercentText(SWAP_FEE_BASIS_POINTS)}%` },
  { label: "LP Impact Fee", value: `${LP_IMPACT_FEE_PERCENT}%` },
] as const;

export function FeeInfo() {
  return (
    <Box component="dl" data-testid="multiswap-fees" sx={{ m: 0, display: "grid", gap: 0.5 }}>
      {FEE_LINES.map((line) => (
        <Box key={line.label} sx={{ display: "flex", justifyContent: "space-between" }}>
          <Typography component="dt" color="textSecondary">
            {line.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
