import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { type ReactNode, useId } from "react";
import { Link as RouterLink } from "react-router";
import { t, translate } from "../../shared/i18n/translate";
import { HEADER_NAV, isNavGroup, LEARN_LINK, type NavGroup, type NavLink } from "./navigation";

function DrawerLinkButton({
  link,
  nested,
  onDone,
  onSoonToLaunch,
}: {
  link: NavLink;
  nested: boolean;
  onDone: () => void;
  onSoonToLaunch: () => void;
}) {
  const { target } = link;
  const sx = { pl: nested ? 4 : 2 };
  if (target.kind === "route") {
    return (
      <ListItemButton component={RouterLink} to={target.to} onClick={onDone} sx={sx}>
        <ListItemText primary={translate(link.label)} />
      </ListItemButton>
    );
  }
  if (target.kind === "external") {
    return (
      <ListItemButton component="a" href={target.href} target="_blank" rel="noopener noreferrer" sx={sx}>
        <ListItemText primary={translate(link.label)} />
        <OpenInNew fontSize="small" aria-hidden />
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      onClick={() => {
        onDone();
        onSoonToLaunch();
      }}
      sx={sx}
    >
      <ListItemText primary={translate(link.label)} />
    </ListItemButton>
  );
}

function DrawerLink(props: Parameters<typeof DrawerLinkButton>[0]) {
  return (
    <ListItem disablePadding>
      <DrawerLinkButton {...props} />
    </ListItem>
  );
}

/**
 * One group of the menu: a list item holding the group's name and its own list, named by it (a list's
 * children are list items only, so the name is not a child of the list).
 */
function DrawerGroup({ group, children }: { group: NavGroup; children: ReactNode }) {
  const nameId = useId();
  return (
    <li>
      <ListSubheader component="div" id={nameId}>
        {translate(group.label)}
      </ListSubheader>
      <List disablePadding aria-labelledby={nameId}>
        {children}
      </List>
    </li>
  );
}

/** The small-screen menu: the header's entries, grouped, plus 'Learn'. Loaded when first opened. */
export function MobileNav(props: { open: boolean; onClose: () => void; onSoonToLaunch: () => void }) {
  const link = (item: NavLink, nested: boolean) => (
    <DrawerLink
      key={item.label}
      link={item}
      nested={nested}
      onDone={props.onClose}
      onSoonToLaunch={props.onSoonToLaunch}
    />
  );
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      // The drawer is a dialog: named for screen readers.
      slotProps={{ paper: { "aria-label": t("Menu") } }}
    >
      <Box component="nav" aria-label={t("Main")} sx={{ width: 280 }}>
        <List>
          {HEADER_NAV.map((item) =>
            isNavGroup(item) ? (
              <DrawerGroup key={item.label} group={item}>
                {item.entries.map((entry) => link(entry, true))}
              </DrawerGroup>
            ) : (
              link(item, false)
            ),
          )}
          {link(LEARN_LINK, false)}
        </List>
      </Box>
    </Drawer>
  );
}
