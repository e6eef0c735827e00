import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useAmmSummary } from "../../shared/api/useAmmSummary";
import { t, translate } from "../../shared/i18n/translate";
import { landingFigures } from "./landingMetrics";

/** Total value locked, 24h volume and 24h fees; a skeleton while loading, a dash when unknown. */
export function LandingMetrics() {
  const summary = useAmmSummary();
  const loading = summary.isPending;
  return (
    <Box
      component="dl"
      aria-label={t("Market figures")}
      sx={{ m: 0, display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}
    >
      {landingFigures(summary.data).map((figure) => (
        <Paper key={figure.id} variant="outlined" sx={{ p: 2.5 }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {translate(figure.label)}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, mt: 0.5, fontWeight: 700 }}
            data-testid={`metric-${figure.id}`}
            aria-busy={loading}
          >
            {loading ? <Skeleton width="60%" aria-label={t("Loading")} /> : figure.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
