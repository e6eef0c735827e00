import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useStore } from "zustand";
import { OrderHistoryBell } from "../../features/orders";
import { useIsMobile } from "../../shared/hooks/useIsMobile";
import { t } from "../../shared/i18n/translate";
import { PRODUCT_NAME } from "../../shared/product";
import { Logo } from "../../shared/ui/Logo";
import { NATIVE_CHAIN, sessionStore } from "../../shared/wallet/walletState";
import { DesktopNav } from "./DesktopNav";
import { ThemeToggle } from "./ThemeToggle";
import { WalletArea } from "./WalletArea";

// Loaded on first use: most visits never open the drawer or the 'Soon to launch' dialog.
const MobileNav = lazy(() => import("./MobileNav").then((m) => ({ default: m.MobileNav })));
const SoonToLaunchDialog = lazy(() =>
  import("./SoonToLaunchDialog").then((m) => ({ default: m.SoonToLaunchDialog })),
);

export function Header({ pathname }: { pathname: string }) {
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [soonOpen, setSoonOpen] = useState(false);
  const openSoon = () => setSoonOpen(true);
  // The order history is the UX account's (AMM orders); another chain's login still counts as logged in.
  const historyAccount = useStore(
    sessionStore,
    (state) => state.sessions[NATIVE_CHAIN]?.actor ?? Object.values(state.sessions)[0]?.actor ?? null,
  );

  return (
    <AppBar position="sticky" elevation={0} color="default">
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: 64 }}>
        <Box
          component={RouterLink}
          to="/home"
          aria-label={t("{product} home", { product: PRODUCT_NAME })}
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            color: "primary.main",
            textDecoration: "none",
            borderRadius: 1,
            "&:focus-visible": { outline: "2px solid", outlineOffset: 2 },
          }}
        >
          <Logo />
          {!mobile && (
            <Typography component="span" sx={{ fontWeight: 800, color: "text.primary" }}>
              {PRODUCT_NAME}
            </Typography>
          )}
        </Box>
        {!mobile && <DesktopNav pathname={pathname} onSoonToLaunch={openSoon} />}
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggle />
        <OrderHistoryBell accountName={historyAccount} />
        <WalletArea />
        {mobile && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label={t("Open menu")}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      <Suspense fallback={null}>
        {mobile && drawerUsed && (
          <MobileNav open={drawerOpen} onClose={() => setDrawerOpen(false)} onSoonToLaunch={openSoon} />
        )}
        {soonOpen && <SoonToLaunchDialog onClose={() => setSoonOpen(false)} />}
      </Suspense>
    </AppBar>
  );
}
