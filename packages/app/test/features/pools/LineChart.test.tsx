// @vitest-environment happy-dom
import Paper from "@mui/material/Paper";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, it } from "vitest";
import { theme } from "../../../src/app/theme";
import type { ChartPoint } from "../../../src/features/pools/chartSeries";
import { LineChart } from "../../../src/features/pools/LineChart";
import { expectReadableAxisLabel, OTHER_THEME, visibleLabel } from "../../shared/charts/axisLabelChecks";

afterEach(cleanup);

const HOUR = 3_600_000;
const START = Date.UTC(2026, 3, 1);
const POINTS: ChartPoint[] = [
  { timeMs: START, value: "100.00" },
  { timeMs: START + 24 * HOUR, value: "150.50" },
  { timeMs: START + 48 * HOUR, value: "120.00" },
];

function renderChart(withTheme: Theme) {
  render(
    <ThemeProvider theme={withTheme}>
      <Paper>
        <LineChart title="Liquidity" points={POINTS} formatValue={(value) => `$${value}`} testId="chart" />
      </Paper>
    </ThemeProvider>,
  );
}

describe("the pool chart's axes (issue #16 item 6)", () => {
  it("labels the largest and smallest values and the first and last days in readable, themed text", () => {
    renderChart(theme);
    for (const text of ["$150.50", "$100.00", "Apr 1", "Apr 3"])
      expectReadableAxisLabel(visibleLabel(text), theme);
  });

  it("takes the label colour from the theme in use", () => {
    renderChart(OTHER_THEME);
    for (const text of ["$150.50", "Apr 3"]) expectReadableAxisLabel(visibleLabel(text), OTHER_THEME);
  });
});
