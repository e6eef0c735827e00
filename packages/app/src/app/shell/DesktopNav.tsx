import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { t, translate } from "../../shared/i18n/translate";
import { NavMenuButton } from "./NavMenuButton";
import { HEADER_NAV, isCurrentSection, isNavGroup } from "./navigation";

export function DesktopNav({ pathname, onSoonToLaunch }: { pathname: string; onSoonToLaunch: () => void }) {
  return (
    <Box component="nav" aria-label={t("Main")} sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
      {HEADER_NAV.map((item) => {
        const current = isCurrentSection(item, pathname);
        if (isNavGroup(item)) {
          return (
            <NavMenuButton key={item.label} group={item} current={current} onSoonToLaunch={onSoonToLaunch} />
          );
        }
        if (item.target.kind !== "route") return null;
        return (
          <Button
            key={item.label}
            component={RouterLink}
            to={item.target.to}
            color="inherit"
            aria-current={current ? "page" : undefined}
            sx={{ color: current ? "primary.main" : "text.primary" }}
          >
            {translate(item.label)}
          </Button>
        );
      })}
    </Box>
  );
}
