import Box from "@mui/material/Box";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useStore } from "zustand";
import { DebugPanel } from "../../features/debug";
import { AmmOrdersSlot } from "../../features/orders";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { DialogHost } from "../../shared/dialogs/DialogHost";
import { t } from "../../shared/i18n/translate";
import { LoadingBar } from "../../shared/ui/LoadingBar";
import { NATIVE_CHAIN, sessionStore } from "../../shared/wallet/walletState";
import { RouteErrorBoundary } from "../routes/RouteErrorBoundary";
import { CreateAccountSlot } from "./CreateAccountSlot";
import { DisclaimerGate } from "./DisclaimerGate";
import { FooterAfterPage } from "./FooterAfterPage";
import { Header } from "./Header";
import { IndexerDelayBanner } from "./IndexerDelayBanner";
import { mainMinHeight } from "./mainArea";
import { PageShownMarker } from "./PageShownMarker";
import { usePageTitle } from "./usePageTitle";

const ENTRY_PATH = "/";

/** The frame around every page: header (not on the entry screen), banner, page, footer and shared dialogs. */
export function Shell() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  const entry = pathname === ENTRY_PATH;
  const config = useNetworkConfig();
  // The session object stays the same until that chain's next login or logout.
  const uxSession = useStore(sessionStore, (state) => state.sessions[NATIVE_CHAIN] ?? null);

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      {!entry && (
        <Box
          component="a"
          href="#main"
          sx={{
            position: "absolute",
            left: 8,
            top: -48,
            zIndex: 2000,
            p: 1,
            bgcolor: "background.paper",
            "&:focus": { top: 8 },
          }}
        >
          {t("Skip to main content")}
        </Box>
      )}
      {!entry && <Header pathname={pathname} />}
      {!entry && <IndexerDelayBanner />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: "none", minHeight: mainMinHeight(pathname) }}
      >
        <RouteErrorBoundary key={pathname} shownMarker={<PageShownMarker pathname={pathname} />}>
          <Suspense fallback={<LoadingBar label={t("Loading page")} />}>
            <Outlet />
            <PageShownMarker pathname={pathname} />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <DebugPanel />
      {!entry && <FooterAfterPage pathname={pathname} />}
      <CreateAccountSlot />
      <DisclaimerGate />
      <DialogHost />
      {uxSession !== null && <AmmOrdersSlot config={config} session={uxSession} />}
    </Box>
  );
}
