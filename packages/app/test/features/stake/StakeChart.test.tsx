// @vitest-environment happy-dom
import Paper from "@mui/material/Paper";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { theme } from "../../../src/app/theme";
import { StakeChart } from "../../../src/features/stake/StakeChart";
import { expectReadableAxisLabel, OTHER_THEME, visibleLabel } from "../../shared/charts/axisLabelChecks";
import { RATES } from "./fixtures";

afterEach(cleanup);

function renderChart(withTheme: Theme) {
  render(
    <ThemeProvider theme={withTheme}>
      <Paper>
        <StakeChart rates={RATES} />
      </Paper>
    </ThemeProvider>,
  );
}

const first = RATES[0];
const last = RATES[RATES.length - 1];
if (first === undefined || last === undefined) throw new Error("no rates");
/** The rate at the top of the axis: the largest of the group's. */
const topOf = (group: "liquid" | "illiquid") =>
  RATES.reduce((top, rate) => (Number(rate[group].tu) > Number(top[group].tu) ? rate : top))[group].formatted
    .tu;

describe("the Rates by Expiry chart's axes (issue #16 item 6)", () => {
  it("labels the first and last expiries, the top value and zero in readable, themed text", () => {
    renderChart(theme);
    // TU Price, liquid (the defaults); the axis starts at zero.
    for (const text of [first.formatted, last.formatted, topOf("liquid"), "0.00%"])
      expectReadableAxisLabel(visibleLabel(text), theme);
  });

  it("follows the Locked switch and the theme in use", () => {
    renderChart(OTHER_THEME);
    fireEvent.click(screen.getByRole("button", { name: "Locked" }));
    expect(topOf("illiquid")).not.toBe(topOf("liquid"));
    for (const text of [last.formatted, topOf("illiquid")])
      expectReadableAxisLabel(visibleLabel(text), OTHER_THEME);
  });
});
