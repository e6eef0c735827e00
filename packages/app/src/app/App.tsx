import CssBaseline from "@mui/material/CssBaseline";
import { THEME_ID } from "@mui/material/styles";
import { ThemeProvider } from "@mui/system";
import { BrowserRouter } from "react-router";
import { loadTrackedAmmOrderPlacement } from "../features/orders";
import { provideAmmOrderPlacement } from "../shared/amm/placeAmmOrder";
import { NetworkConfigProvider } from "../shared/config/NetworkConfigProvider";
import { NotificationHost } from "../shared/notifications/NotificationHost";
import { AppRoutes } from "./routes/router";
import { theme } from "./theme";

/*
 * The Material theme scoped under its id on the system provider: the same theming as Material's own
 * ThemeProvider without its CSS-variables provider, which the app does not use and which costs every first
 * visit about 2.5 kB gzipped.
 */
const scopedTheme = { [THEME_ID]: theme };

// Swap, Multi Swap and Liquidity place orders through shared/amm; the orders feature (history, reports,
// the AMM socket) is what places them. Wired here because shared code never imports a feature.
provideAmmOrderPlacement(loadTrackedAmmOrderPlacement);

export function App() {
  return (
    <ThemeProvider theme={scopedTheme}>
      <CssBaseline enableColorScheme />
      <NetworkConfigProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </NetworkConfigProvider>
      <NotificationHost />
    </ThemeProvider>
  );
}
