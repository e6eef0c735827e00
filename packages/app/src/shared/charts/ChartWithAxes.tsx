import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { ChartFrame } from "./chartFrame";

/** The texts at the ends of a chart's axes. */
export interface ChartAxisLabels {
  /** The values at the plot's top and bottom edges. */
  readonly top: string;
  readonly bottom: string;
  /** The first and last points along the x axis. */
  readonly start: string;
  readonly end: string;
}

const percentOf = (part: number, whole: number) => `${(part / whole) * 100}%`;

function AxisLabel({ children, sx }: { children: string; sx?: SxProps<Theme> }) {
  return (
    <Typography
      variant="caption"
      sx={[
        {
          display: "block",
          color: "text.secondary",
          lineHeight: 1.5,
          whiteSpace: "nowrap",
          fontVariantNumeric: "tabular-nums",
        },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}

/**
 * An SVG chart (`children`, drawn in `frame`'s viewBox at the container's width, height in proportion) with
 * its axis labels beside and below it as HTML text. Inside the SVG the labels would shrink with the chart (a
 * 12-unit label of a 640-unit-wide chart is about 6 px on a phone); here they keep the theme's caption size
 * (12 px) and its secondary text colour (WCAG AA on the theme's paper), whatever the chart's width. The value
 * labels sit level with the plot's top and bottom edges, the x labels under its left and right edges.
 */
export function ChartWithAxes({
  frame,
  labels,
  children,
}: {
  frame: ChartFrame;
  labels: ChartAxisLabels;
  children: ReactNode;
}) {
  const level = (y: number) => ({
    position: "absolute",
    right: 0,
    top: percentOf(y, frame.height),
    transform: "translateY(-50%)",
  });
  return (
    // py: room for the value labels' halves that stand above and below the plot.
    <Box sx={{ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", columnGap: 1, py: 1 }}>
      <Box sx={{ position: "relative" }} data-testid="chart-value-axis">
        {/* Sizes the column to the wider value label; the copies placed below are the ones shown. */}
        <Box aria-hidden sx={{ height: 0, overflow: "hidden", visibility: "hidden" }}>
          <AxisLabel>{labels.top}</AxisLabel>
          <AxisLabel>{labels.bottom}</AxisLabel>
        </Box>
        <AxisLabel sx={level(frame.top)}>{labels.top}</AxisLabel>
        <AxisLabel sx={level(frame.height - frame.bottom)}>{labels.bottom}</AxisLabel>
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box
        data-testid="chart-x-axis"
        sx={{
          gridColumn: 2,
          display: "flex",
          justifyContent: "space-between",
          gap: 1,
          // Percentages of the plot's width, as the SVG scales: the labels start and end under the plot's edges.
          pl: percentOf(frame.left, frame.width),
          pr: percentOf(frame.right, frame.width),
        }}
      >
        <AxisLabel>{labels.start}</AxisLabel>
        <AxisLabel sx={{ textAlign: "right" }}>{labels.end}</AxisLabel>
      </Box>
    </Box>
  );
}
