// @vitest-environment happy-dom

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ThemeProvider } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../src/app/theme";

/*
 * MUI 9's Typography takes only colour names for `color` ('textSecondary', 'primary', ...): a palette path such
 * as 'text.secondary' is accepted by the types and silently ignored, so the text keeps its parent's colour.
 * Secondary texts (captions, hints, labels) then looked like body text.
 */

const SRC = join(import.meta.dirname, "../../src");

/** color="text.secondary", or one in an expression: color={a ? "text.secondary" : x}, color={`${tone}.main`}. */
const PALETTE_PATH_PROP = /\scolor=(?:"[a-z]+\.[a-z]+"|\{[^}]*(?:"[a-z]+\.[a-z]+"|`[^`]*\.[a-z]+`)[^}]*\})/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

describe("Typography colours", () => {
  it("'textSecondary' draws the theme's secondary text colour; the palette path 'text.secondary' draws none", () => {
    render(
      <ThemeProvider theme={theme}>
        <Typography color="textSecondary">named</Typography>
        <Typography color="text.secondary">path</Typography>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText("named")).color).toBe(theme.palette.text.secondary);
    expect(getComputedStyle(screen.getByText("path")).color).not.toBe(theme.palette.text.secondary);
  });

  it("no component of the app gives a palette path as its color prop", () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          PALETTE_PATH_PROP.test(line) ? [`${file.slice(SRC.length)}:${index + 1}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
