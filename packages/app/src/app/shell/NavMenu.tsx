import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Link as RouterLink } from "react-router";
import { translate } from "../../shared/i18n/translate";
import type { NavGroup } from "./navigation";

/** The open dropdown of a header group; MUI's Menu gives arrow-key navigation and focus return. */
export function NavMenu(props: {
  id: string;
  buttonId: string;
  group: NavGroup;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onSoonToLaunch: () => void;
}) {
  const { onClose } = props;
  return (
    <Menu
      id={props.id}
      anchorEl={props.anchorEl}
      open={props.anchorEl !== null}
      onClose={onClose}
      slotProps={{ list: { "aria-labelledby": props.buttonId } }}
    >
      {props.group.entries.map((entry) => {
        const { target } = entry;
        if (target.kind === "route") {
          return (
            <MenuItem key={entry.label} component={RouterLink} to={target.to} onClick={onClose}>
              {translate(entry.label)}
            </MenuItem>
          );
        }
        if (target.kind === "external") {
          return (
            <MenuItem
              key={entry.label}
              component="a"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {translate(entry.label)}
            </MenuItem>
          );
        }
        return (
          <MenuItem
            key={entry.label}
            onClick={() => {
              onClose();
              props.onSoonToLaunch();
            }}
          >
            {translate(entry.label)}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
