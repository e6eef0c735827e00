import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { Link as RouterLink } from "react-router";
import { HEADER_NAV, isNavGroup, LEARN_LINK, type NavLink } from "./navigation";

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
        <ListItemText primary={link.label} />
      </ListItemButton>
    );
  }
  if (target.kind === "external") {
    return (
      <ListItemButton component="a" href={target.href} target="_blank" rel="noopener noreferrer" sx={sx}>
        <ListItemText primary={link.label} />
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
      <ListItemText primary={link.label} />
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
    <Drawer anchor="right" open={props.open} onClose={props.onClose}>
      <Box component="nav" aria-label="Main" sx={{ width: 280 }}>
        <List>
          {HEADER_NAV.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <List disablePadding subheader={<ListSubheader component="div">{item.label}</ListSubheader>}>
                  {item.entries.map((entry) => link(entry, true))}
                </List>
              </li>
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
