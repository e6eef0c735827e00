import { createTheme, getContrastRatio, type Theme } from "@mui/material/styles";
import { screen } from "@testing-library/react";
import { expect } from "vitest";

/** A theme whose secondary text colour no code hard-codes: labels that follow it take theirs from the theme. */
export const OTHER_THEME: Theme = createTheme({
  palette: { mode: "dark", text: { secondary: "#c4d0e8" }, background: { paper: "#1a1a1a" } },
});

/** The one visible element whose whole text is `text` (a copy kept only for sizing is hidden). */
export function visibleLabel(text: string): HTMLElement {
  const shown = screen
    .getAllByText(text)
    .filter((element) => element.closest("[aria-hidden='true']") === null);
  expect(shown, `visible '${text}'`).toHaveLength(1);
  return shown[0] as HTMLElement;
}

function pixels(fontSize: string): number {
  if (fontSize.endsWith("rem")) return Number.parseFloat(fontSize) * 16;
  if (fontSize.endsWith("px")) return Number.parseFloat(fontSize);
  throw new Error(`unexpected font size ${fontSize}`);
}

/**
 * An axis label readable on a phone: HTML text outside the SVG (an SVG's text shrinks with the chart, to about
 * 6 px on a 390 px screen), at least 12 px, in the theme's secondary text colour, which must reach WCAG AA
 * contrast (4.5:1) on the chart's background (the paper of its card).
 */
export function expectReadableAxisLabel(label: HTMLElement, theme: Theme): void {
  const style = getComputedStyle(label);
  expect(label.closest("svg"), `'${label.textContent}' is drawn inside the SVG`).toBeNull();
  expect(pixels(style.fontSize), `'${label.textContent}' font size`).toBeGreaterThanOrEqual(12);
  expect(style.color, `'${label.textContent}' colour`).toBe(theme.palette.text.secondary);
  expect(
    getContrastRatio(theme.palette.text.secondary, theme.palette.background.paper),
  ).toBeGreaterThanOrEqual(4.5);
}
