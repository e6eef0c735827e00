// @vitest-environment happy-dom

import type { Theme } from "@mui/material/styles";
import { ThemeProvider } from "@mui/material/styles";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { theme, themeFor } from "../../../src/app/theme";
import { ChartWithAxes } from "../../../src/shared/charts/ChartWithAxes";
import { expectReadableAxisLabel, visibleLabel } from "./axisLabelChecks";

afterEach(cleanup);

const FRAME = { width: 400, height: 200, left: 20, right: 40, top: 10, bottom: 30 };

function renderAxes(withTheme: Theme = theme) {
  render(
    <ThemeProvider theme={withTheme}>
      <ChartWithAxes frame={FRAME} labels={{ top: "$9.00", bottom: "$1.00", start: "Apr 1", end: "Apr 8" }}>
        <svg viewBox="0 0 400 200" data-testid="plot" />
      </ChartWithAxes>
    </ThemeProvider>,
  );
}

describe("ChartWithAxes (issue #16 item 6)", () => {
  it("shows the four labels once each, in readable themed text outside the SVG", () => {
    renderAxes();
    for (const text of ["$9.00", "$1.00", "Apr 1", "Apr 8"])
      expectReadableAxisLabel(visibleLabel(text), theme);
    expect(screen.getByTestId("plot")).toBeTruthy();
  });

  it("keeps the labels readable in the light theme, in its own secondary text colour", () => {
    const light = themeFor("light");
    renderAxes(light);
    for (const text of ["$9.00", "Apr 8"]) expectReadableAxisLabel(visibleLabel(text), light);
  });

  it("levels the value labels with the plot's top and bottom edges, the x labels under its left and right", () => {
    renderAxes();
    const top = getComputedStyle(visibleLabel("$9.00"));
    const bottom = getComputedStyle(visibleLabel("$1.00"));
    // The SVG keeps its aspect ratio, so viewBox heights are percentages of the row's height.
    expect([top.position, top.top, top.transform]).toEqual(["absolute", "5%", "translateY(-50%)"]);
    expect([bottom.position, bottom.top]).toEqual(["absolute", "85%"]);
    const xAxis = getComputedStyle(screen.getByTestId("chart-x-axis"));
    expect([xAxis.paddingLeft, xAxis.paddingRight]).toEqual(["5%", "10%"]);
  });
});
