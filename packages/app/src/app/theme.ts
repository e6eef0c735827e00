import { createTheme, type Theme } from "@mui/material/styles";
import { PALETTES, type ThemeMode } from "./themePalettes";

function createAppTheme(mode: ThemeMode): Theme {
  const p = PALETTES[mode];
  const filled = (main: string) => ({ main, contrastText: p.onColour });
  const focusOutline = { outline: `2px solid ${p.focusRing}`, outlineOffset: 2 };
  return createTheme({
    palette: {
      mode,
      primary: filled(p.primary),
      secondary: filled(p.secondary),
      success: filled(p.buy),
      error: filled(p.sell),
      warning: filled(p.warning),
      info: filled(p.primary),
      background: { default: p.background, paper: p.surface },
      text: { primary: p.textPrimary, secondary: p.textSecondary },
      divider: p.border,
    },
    shape: { borderRadius: 12 },
    typography: {
      // System fonts: the app must work offline on the local network, so no web font downloads.
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiButtonBase: {
        // Keyboard users must always see where focus is; MUI's ripple alone is too faint.
        styleOverrides: { root: { "&.Mui-focusVisible": focusOutline } },
      },
      MuiLink: { styleOverrides: { root: { "&:focus-visible": focusOutline } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
      MuiAppBar: {
        styleOverrides: { root: { backgroundColor: p.surface, borderBottom: `1px solid ${p.border}` } },
      },
    },
  });
}

const themes: Partial<Record<ThemeMode, Theme>> = {};

/** The Material theme of a scheme, made on first use. */
export function themeFor(mode: ThemeMode): Theme {
  themes[mode] ??= createAppTheme(mode);
  return themes[mode];
}

/** The dark theme (the app's original look); tests render with it. Unused by the app, so left out of its build. */
export const theme: Theme = /* @__PURE__ */ themeFor("dark");
