import ExpandMore from "@mui/icons-material/ExpandMore";
import Button from "@mui/material/Button";
import { lazy, Suspense, useId, useState } from "react";
import { translate } from "../../shared/i18n/translate";
import type { NavGroup } from "./navigation";

// The menu UI loads on the first open, keeping it off the landing page's critical path.
const NavMenu = lazy(() => import("./NavMenu").then((m) => ({ default: m.NavMenu })));

/** A header dropdown button (Trade, Pools, Stake). */
export function NavMenuButton(props: { group: NavGroup; current: boolean; onSoonToLaunch: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ color: props.current ? "primary.main" : "text.primary" }}
        data-testid={`nav-${props.group.label.toLowerCase()}`}
      >
        {translate(props.group.label)}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <NavMenu
            id={menuId}
            buttonId={buttonId}
            group={props.group}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            onSoonToLaunch={props.onSoonToLaunch}
          />
        </Suspense>
      )}
    </>
  );
}
