// @vitest-environment happy-dom

import Alert, { type AlertColor } from "@mui/material/Alert";
import { getContrastRatio, ThemeProvider } from "@mui/material/styles";
import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme, themeFor } from "../../src/app/theme";
import type { ThemeMode } from "../../src/app/themePalettes";

/** WCAG 2.x AA: normal text 4.5:1; focus indicators and other non-text marks 3:1. */
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

const MODES: ThemeMode[] = ["dark", "light"];
const TONES = ["primary", "secondary", "success", "error", "warning", "info"] as const;

describe.each(MODES)("the %s theme's contrast (WCAG AA)", (mode) => {
  const { palette } = themeFor(mode);
  const backgrounds = { default: palette.background.default, paper: palette.background.paper };

  it("is the theme of that mode", () => {
    expect(palette.mode).toBe(mode);
  });

  it.each(Object.entries(backgrounds))(
    "primary and secondary text, and chart axis labels, on the %s background",
    (_name, background) => {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it.each(TONES)("%s as text (buy, sell, warning, links) on both backgrounds", (tone) => {
    for (const background of Object.values(backgrounds))
      expect(getContrastRatio(palette[tone].main, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(TONES)("text on a filled %s surface (buttons, badges)", (tone) => {
    expect(getContrastRatio(palette[tone].contrastText, palette[tone].main)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("the focus ring stands out from both backgrounds", () => {
    const outline = themeFor(mode).components?.MuiButtonBase?.styleOverrides?.root;
    const ring = /solid (#[0-9a-f]{6})/.exec(JSON.stringify(outline))?.[1];
    expect(ring).toBeDefined();
    for (const background of Object.values(backgrounds))
      expect(getContrastRatio(ring as string, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it("alerts' text on their own tinted backgrounds", () => {
    const severities: AlertColor[] = ["success", "info", "warning", "error"];
    const { container } = render(
      <ThemeProvider theme={themeFor(mode)}>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity}>
            {`${severity} message`}
          </Alert>
        ))}
      </ThemeProvider>,
    );
    for (const severity of severities) {
      const alert = within(container)
        .getByText(`${severity} message`)
        .closest("[role='alert']") as HTMLElement;
      const style = getComputedStyle(alert);
      expect(getContrastRatio(style.color, style.backgroundColor), severity).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

describe("the two themes", () => {
  it("differ in every background and text colour; the default export stays the dark one", () => {
    const dark = themeFor("dark").palette;
    const light = themeFor("light").palette;
    expect(theme).toBe(themeFor("dark"));
    for (const pick of [
      (p: typeof dark) => p.background.default,
      (p: typeof dark) => p.background.paper,
      (p: typeof dark) => p.text.primary,
      (p: typeof dark) => p.text.secondary,
    ])
      expect(pick(light)).not.toBe(pick(dark));
  });
});
