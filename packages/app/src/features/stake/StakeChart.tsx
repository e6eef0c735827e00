import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import type { ExpiryRateEntry } from "@ux/core/stake/socket";
import { useState } from "react";
import { ChartWithAxes } from "../../shared/charts/ChartWithAxes";
import type { ChartFrame } from "../../shared/charts/chartFrame";
import { t } from "../../shared/i18n/translate";
import { type ChartMetric, chartAxisLabels, chartPoints, plotPoints } from "./stakeChartSeries";

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 16;
/** plotPoints' box: the values from the top to the bottom padding, the expiries from the left to the right. */
const FRAME: ChartFrame = { width: WIDTH, height: HEIGHT, left: PAD, right: PAD, top: PAD, bottom: PAD };

/**
 * TU Price or Utility Yield by expiry with the Locked/Liquid switch (spec 2 §2): a small SVG line, scaled to
 * its container (no chart library: the rates are at most 20 points).
 */
export function StakeChart({ rates }: { rates: readonly ExpiryRateEntry[] }) {
  const [metric, setMetric] = useState<ChartMetric>("tu");
  const [locked, setLocked] = useState(false);
  const points = plotPoints(chartPoints(rates, metric, locked), WIDTH, HEIGHT, PAD);
  const axisLabels = chartAxisLabels(points);
  const title = metric === "tu" ? t("TU Price") : t("Utility Yield");
  return (
    <Stack spacing={1} data-testid="stake-chart">
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, justifyContent: "space-between" }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, next: ChartMetric | null) => next !== null && setMetric(next)}
          aria-label={t("Graph")}
        >
          <ToggleButton value="tu">{t("TU Price")}</ToggleButton>
          <ToggleButton value="apy">{t("Utility Yield")}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locked ? "locked" : "liquid"}
          onChange={(_, next: string | null) => next !== null && setLocked(next === "locked")}
          aria-label={t("Locked or liquid")}
        >
          <ToggleButton value="liquid">{t("Liquid")}</ToggleButton>
          <ToggleButton value="locked">{t("Locked")}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {axisLabels === null ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("Loading expiry rates…")}
        </Typography>
      ) : (
        <ChartWithAxes frame={FRAME} labels={axisLabels}>
          <Box
            component="svg"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={
              locked
                ? t("{chart} by expiry, locked", { chart: title })
                : t("{chart} by expiry, liquid", { chart: title })
            }
            sx={{ width: "100%", height: "auto", display: "block" }}
          >
            <polyline
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              points={points.map((p) => `${p.x},${p.y}`).join(" ")}
            />
            {points.map((p) => (
              <circle key={p.label} cx={p.x} cy={p.y} r={3} fill="currentColor">
                <title>{`${p.label}: ${p.text}`}</title>
              </circle>
            ))}
          </Box>
        </ChartWithAxes>
      )}
    </Stack>
  );
}
