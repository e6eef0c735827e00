import CssBaseline from "@mui/material/CssBaseline";
import { THEME_ID } from "@mui/material/styles";
import { ThemeProvider } from "@mui/system";
import type { NetworkConfig } from "@ux/core/config";
import { useMemo } from "react";
import { BrowserRouter } from "react-router";
import { loadTrackedAmmOrderPlacement } from "../features/orders";
import { provideAmmOrderPlacement } from "../shared/amm/placeAmmOrder";
import { NetworkConfigProvider } from "../shared/config/NetworkConfigProvider";
import { NotificationHost } from "../shared/notifications/NotificationHost";
import { sessionStore } from "../shared/wallet/walletState";
import { AppRoutes } from "./routes/router";
import { themeFor } from "./theme";
import { reflectThemeMode, themeModeStore, useThemeMode } from "./themeModeStore";

/*
 * The Material theme scoped under its id on the system provider: the same theming as Material's own
 * ThemeProvider without its CSS-variables provider, which the app does not use and which costs every first
 * visit about 2.5 kB gzipped. The mode (system preference or the user's remembered choice) is read before the
 * first render, so the first paint already has the right scheme; the page's canvas and scrollbars follow it
 * from now on (index.html's color-scheme meta covers the moment before this script runs).
 */
reflectThemeMode(themeModeStore, document.documentElement);

// Swap, Multi Swap and Liquidity place orders through shared/amm; the orders feature (history, reports,
// the AMM socket) is what places them. Wired here because shared code never imports a feature.
provideAmmOrderPlacement(loadTrackedAmmOrderPlacement);

/**
 * The config for lazily loaded wallet pages, published before the app renders with it: a page that found it
 * missing would draw its sections a frame late (its store subscription starts after the first paint), and
 * the page growing then moved what was already on screen.
 */
function publishConfig(config: NetworkConfig) {
  sessionStore.setState({ config });
}

export function App() {
  const mode = useThemeMode();
  const scopedTheme = useMemo(() => ({ [THEME_ID]: themeFor(mode) }), [mode]);
  return (
    <ThemeProvider theme={scopedTheme}>
      <CssBaseline enableColorScheme />
      <NetworkConfigProvider onConfig={publishConfig}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </NetworkConfigProvider>
      <NotificationHost />
    </ThemeProvider>
  );
}
