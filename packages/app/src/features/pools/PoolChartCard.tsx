import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { t, translate } from "../../shared/i18n/translate";
import {
  CHART_DURATIONS,
  CHART_KINDS,
  type ChartDuration,
  type ChartKind,
  DEFAULT_CHART_DURATION,
  withLatestValue,
} from "./chartSeries";
import { LineChart } from "./LineChart";
import { usdFigure } from "./poolFormat";
import { POOL_TEXTS } from "./poolTexts";
import { type LoadChartSeries, useChartSeries } from "./useChartSeries";

/**
 * One 'Pool Overview' chart with its 1W / 1M switch (default 1W). `latest` is the summary's figure for this
 * chart (the card's value): the series' last point shows it, so the chart and the card never disagree.
 */
export function PoolChartCard({
  poolId,
  kind,
  load,
  latest,
}: {
  poolId: string;
  kind: ChartKind;
  load: LoadChartSeries;
  latest?: string | undefined;
}) {
  const [duration, setDuration] = useState<ChartDuration>(DEFAULT_CHART_DURATION);
  const state = useChartSeries(load, poolId, kind, duration);
  const loaded = state.status === "ready" ? state.points : null;
  const points = useMemo(() => (loaded === null ? [] : withLatestValue(loaded, latest)), [loaded, latest]);
  const title = translate(CHART_KINDS[kind].title);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: "grid", gap: 1, minWidth: 0 }}
      data-testid={`pool-chart-${kind}`}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={duration}
          onChange={(_event, next: ChartDuration | null) => {
            // A click on the selected button would unselect it; a chart always has a duration.
            if (next !== null) setDuration(next);
          }}
          aria-label={t("{chart} period", { chart: title })}
        >
          {CHART_DURATIONS.map((option) => (
            <ToggleButton
              key={option.value}
              value={option.value}
              data-testid={`pool-chart-${kind}-${option.value}`}
              sx={{ px: 1.5, py: 0.25 }}
            >
              {translate(option.label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {state.status === "loading" && (
        <Skeleton variant="rounded" height={180} aria-label={t("Loading {chart} chart", { chart: title })} />
      )}
      {state.status === "ready" && points.length > 0 && (
        <LineChart
          title={
            duration === "1w"
              ? t("{chart}, last week", { chart: title })
              : t("{chart}, last month", { chart: title })
          }
          points={points}
          formatValue={(value) => usdFigure(value)}
          testId={`pool-chart-${kind}-svg`}
        />
      )}
      {(state.status === "failed" || (state.status === "ready" && state.points.length === 0)) && (
        <Box
          sx={{ height: 180, display: "grid", placeItems: "center" }}
          data-testid={`pool-chart-${kind}-empty`}
        >
          <Typography variant="body2" color="textSecondary">
            {translate(POOL_TEXTS.chartEmpty)}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
