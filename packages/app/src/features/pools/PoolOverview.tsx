import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { translate } from "../../shared/i18n/translate";
import { PoolChartCard } from "./PoolChartCard";
import type { PoolChangeCard } from "./poolDetailFigures";
import type { ChangeTone } from "./poolFormat";
import { POOL_TEXTS } from "./poolTexts";
import type { LoadChartSeries } from "./useChartSeries";

const TONE_COLOR: Record<ChangeTone, string> = {
  up: "success.main",
  down: "error.main",
  flat: "text.secondary",
};

/**
 * 'Pool Overview': the Liquidity and Fees (24H) charts, then the 24h cards with their percent change. Each
 * chart ends on its card's figure (`latest`: the summary's liquidity and 24h fees as decimal text).
 */
export function PoolOverview({
  poolId,
  cards,
  load,
  latest = {},
}: {
  poolId: string;
  cards: readonly PoolChangeCard[];
  load: LoadChartSeries;
  latest?: { readonly liquidity?: string | undefined; readonly fees?: string | undefined };
}) {
  return (
    <Box component="section" aria-labelledby="pool-overview-heading" sx={{ display: "grid", gap: 1.5 }}>
      <Typography id="pool-overview-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {translate(POOL_TEXTS.poolOverview)}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        <PoolChartCard poolId={poolId} kind="liquidity" load={load} latest={latest.liquidity} />
        <PoolChartCard poolId={poolId} kind="fees" load={load} latest={latest.fees} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}
      >
        {cards.map((card) => (
          <Paper key={card.id} variant="outlined" sx={{ p: 2 }} data-testid={`pool-card-${card.id}`}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {card.label}
            </Typography>
            <Box
              component="dd"
              sx={{ m: 0, display: "flex", alignItems: "baseline", gap: 1, flexWrap: "wrap" }}
            >
              <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                {card.value}
              </Typography>
              <Typography
                variant="body2"
                component="span"
                sx={{ color: TONE_COLOR[card.change.tone], fontWeight: 600 }}
                data-testid={`pool-card-${card.id}-change`}
              >
                {card.change.text}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
