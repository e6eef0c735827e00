import { createTheme } from "@mui/material/styles";

/** Every colour and shape token of the app, in one place (dark theme). */
export const tokens = {
  background: "#0b1020",
  surface: "#121a2e",
  surfaceRaised: "#18223b",
  border: "#26324f",
  primary: "#5b9bff",
  secondary: "#8f7bff",
  textPrimary: "#e8edf7",
  textSecondary: "#9aa6bf",
  /** Spec colours: buy green, sell red. */
  buy: "#2ebd85",
  sell: "#f6465d",
  warning: "#f5b94a",
  info: "#5b9bff",
  focusRing: "#9cc2ff",
  radius: 12,
  headerHeight: 64,
} as const;

export const theme = createTheme({
  palette: {
    mode: "dark",
    primary: { main: tokens.primary },
    secondary: { main: tokens.secondary },
    success: { main: tokens.buy },
    error: { main: tokens.sell },
    warning: { main: tokens.warning },
    info: { main: tokens.info },
    background: { default: tokens.background, paper: tokens.surface },
    text: { primary: tokens.textPrimary, secondary: tokens.textSecondary },
    divider: tokens.border,
  },
  shape: { borderRadius: tokens.radius },
  typography: {
    // System fonts: the app must work offline on the local network, so no web font downloads.
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        // Keyboard users must always see where focus is; MUI's ripple alone is too faint on dark.
        root: {
          "&.Mui-focusVisible": { outline: `2px solid ${tokens.focusRing}`, outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { "&:focus-visible": { outline: `2px solid ${tokens.focusRing}`, outlineOffset: 2 } },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
    MuiAppBar: {
      styleOverrides: {
        root: { backgroundColor: tokens.surface, borderBottom: `1px solid ${tokens.border}` },
      },
    },
  },
});
