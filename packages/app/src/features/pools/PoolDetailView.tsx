import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import type { PoolSummary } from "../../shared/api/ammIndexer";
import { t, translate } from "../../shared/i18n/translate";
import { PageHeading } from "../../shared/ui/PageHeading";
import { liquidityActionPath } from "./liquidityLinks";
import { PoolIndicators } from "./PoolIndicators";
import { PoolMix } from "./PoolMix";
import { PoolOverview } from "./PoolOverview";
import { poolChangeCards, poolIndicators } from "./poolDetailFigures";
import { poolFiguresOf } from "./poolFigures";
import { poolMixCards } from "./poolMix";
import { poolTokensOf } from "./poolRows";
import { type PoolType, poolsTabPath, poolTabLabel } from "./poolTabs";
import { POOL_TEXTS } from "./poolTexts";
import { TokenStrip } from "./TokenStrip";
import type { LoadChartSeries } from "./useChartSeries";

/** A link back to a tab of the pools list ('Back to Standard Pools'). */
export function BackToPools({ type }: { type: PoolType }) {
  return (
    <Link
      component={RouterLink}
      to={poolsTabPath(type)}
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, width: "fit-content" }}
      data-testid="pool-detail-back"
    >
      <ArrowBack fontSize="small" aria-hidden />
      {t("Back to {tab}", { tab: poolTabLabel(type) })}
    </Link>
  );
}

interface PoolDetailViewProps {
  pool: PoolSummary;
  /** The list tab the back link returns to. */
  type: PoolType;
  loadSeries: LoadChartSeries;
}

/** Everything the pool detail page shows for one pool; data comes in as props. */
export function PoolDetailView({ pool, type, loadSeries }: PoolDetailViewProps) {
  const figures = useMemo(() => poolFiguresOf(pool), [pool]);
  const description = figures.pool_description;
  const latest = useMemo(
    () => ({ liquidity: pool.liquidity_usd_value, fees: figures.fees_24h_usd_value }),
    [pool, figures],
  );
  const indicators = useMemo(() => poolIndicators(pool), [pool]);
  const mix = useMemo(() => poolMixCards(pool), [pool]);
  const changes = useMemo(() => poolChangeCards(pool), [pool]);
  return (
    <>
      <BackToPools type={type} />
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-start",
          justifyContent: "space-between",
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageHeading>
            <span data-testid="pool-detail-name">{pool.pool_name}</span>
          </PageHeading>
          {description && (
            <Typography color="textSecondary" sx={{ mt: 0.5 }} data-testid="pool-detail-description">
              {description}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          {(
            [
              ["remove", "outlined", POOL_TEXTS.removeLiquidity],
              ["add", "contained", POOL_TEXTS.addLiquidity],
            ] as const
          ).map(([action, variant, text]) => (
            <Button
              key={action}
              variant={variant}
              component={RouterLink}
              to={liquidityActionPath(action, pool.pool_name)}
              data-testid={`pool-${action}-liquidity`}
            >
              {translate(text)}
            </Button>
          ))}
        </Box>
      </Box>
      <TokenStrip tokens={poolTokensOf(pool)} />
      <PoolIndicators indicators={indicators} />
      <Paper variant="outlined" component="section" aria-labelledby="pool-rewards-heading" sx={{ p: 2 }}>
        <Typography id="pool-rewards-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate(POOL_TEXTS.rewardsHeading)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {translate(POOL_TEXTS.rewardsBody)}
        </Typography>
      </Paper>
      <PoolMix cards={mix} />
      <PoolOverview poolId={pool.id} cards={changes} load={loadSeries} latest={latest} />
    </>
  );
}
