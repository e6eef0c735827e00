import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, type PointerEvent, useId, useMemo, useState } from "react";
import { ChartWithAxes } from "../../shared/charts/ChartWithAxes";
import type { ChartFrame } from "../../shared/charts/chartFrame";
import { t } from "../../shared/i18n/translate";
import { chartDayLabel, chartLayout, chartTimeLabel, nearestPointIndex } from "./chartGeometry";
import type { ChartPoint } from "./chartSeries";

/**
 * viewBox units; the SVG scales to its container's width, so the chart is responsive. The axis labels are
 * ChartWithAxes' HTML text around it, so the insets only keep the line, its marker and the strokes inside.
 */
const FRAME: ChartFrame = { width: 640, height: 240, left: 8, right: 8, top: 10, bottom: 10 };

interface LineChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** How a value reads on the axis and in the hover readout ('$1,234.56'). */
  formatValue: (value: string) => string;
  testId?: string;
}

/**
 * A small line chart drawn as SVG (no chart library): max/min value and first/last day on the axes, the
 * hovered (or keyboard-selected, with the arrow keys) point's time and value read out above it.
 */
export function LineChart({ title, points, formatValue, testId }: LineChartProps) {
  const layout = useMemo(() => chartLayout(points, FRAME), [points]);
  const [active, setActive] = useState(-1);
  const titleId = useId();
  const descId = useId();
  const readoutId = useId();
  if (layout === null) return null;
  const { plotted, min, max } = layout;
  const activePoint = plotted[active];
  const first = plotted[0];
  const last = plotted[plotted.length - 1];
  const plotBottom = FRAME.height - FRAME.bottom;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    setActive(nearestPointIndex(plotted, ((event.clientX - box.left) / box.width) * FRAME.width));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const lastIndex = plotted.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(lastIndex, active + 1),
      ArrowLeft: Math.max(0, active < 0 ? lastIndex : active - 1),
      Home: 0,
      End: lastIndex,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <Box sx={{ color: "primary.main" }}>
      <Typography
        id={readoutId}
        variant="body2"
        color="textSecondary"
        aria-live="polite"
        sx={{ minHeight: "1.5em" }}
        data-testid={testId === undefined ? undefined : `${testId}-readout`}
      >
        {activePoint === undefined
          ? t("{value} (latest)", { value: formatValue(last?.point.value ?? "0") })
          : `${chartTimeLabel(activePoint.point.timeMs)}: ${formatValue(activePoint.point.value)}`}
      </Typography>
      <ChartWithAxes
        frame={FRAME}
        labels={{
          top: formatValue(max.value),
          bottom: formatValue(min.value),
          start: chartDayLabel(first?.point.timeMs ?? 0),
          end: chartDayLabel(last?.point.timeMs ?? 0),
        }}
      >
        <Box
          component="svg"
          viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={`${descId} ${readoutId}`}
          tabIndex={0}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(-1)}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(-1)}
          data-testid={testId}
          sx={{
            display: "block",
            width: "100%",
            height: "auto",
            touchAction: "pan-y",
            outline: "none",
            "&:focus-visible": { outline: 2, outlineColor: "primary.main", borderRadius: 1 },
          }}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>
            {t("{count} points from {start} to {end}, between {min} and {max}.", {
              count: points.length,
              start: chartDayLabel(first?.point.timeMs ?? 0),
              end: chartDayLabel(last?.point.timeMs ?? 0),
              min: formatValue(min.value),
              max: formatValue(max.value),
            })}
          </desc>
          <g fill="none" stroke="currentColor" strokeOpacity={0.15}>
            <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={FRAME.top} y2={FRAME.top} />
            <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={plotBottom} y2={plotBottom} />
          </g>
          <path d={layout.area} fill="currentColor" fillOpacity={0.08} stroke="none" />
          <path d={layout.line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
          {activePoint !== undefined && (
            <g data-testid={testId === undefined ? undefined : `${testId}-marker`}>
              <line
                x1={activePoint.x}
                x2={activePoint.x}
                y1={FRAME.top}
                y2={plotBottom}
                stroke="currentColor"
                strokeOpacity={0.4}
                strokeDasharray="4 4"
              />
              <circle cx={activePoint.x} cy={activePoint.y} r={4.5} fill="currentColor" />
            </g>
          )}
        </Box>
      </ChartWithAxes>
    </Box>
  );
}
