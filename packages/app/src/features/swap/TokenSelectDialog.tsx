import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import MenuList from "@mui/material/MenuList";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { filterTokenOptions, type TokenOption } from "./tokenSearch";

/** ours: the selector's empty result. */
export const NO_TOKEN_MATCHES = msg("No token matches your search");

/**
 * The searchable token list: type to filter, Enter takes the first match, ArrowDown moves into the list
 * (arrows, Home/End and typing a letter move within it, Enter picks), Escape closes. The dialog traps focus.
 */
export function TokenSelectDialog({
  title,
  options,
  selected,
  onSelect,
  onClose,
}: {
  title: string;
  options: readonly TokenOption[];
  selected: string | null;
  onSelect: (symbol: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [search, setSearch] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const shown = filterTokenOptions(options, search);
  const pick = (symbol: string) => {
    onSelect(symbol);
    onClose();
  };
  const onSearchKey = (event: KeyboardEvent) => {
    const first = shown[0];
    if (event.key === "Enter" && first !== undefined) {
      event.preventDefault();
      pick(first.symbol);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ px: 1.5 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t("Search by symbol")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onSearchKey}
          slotProps={{ htmlInput: { "data-testid": "swap-token-search", autoComplete: "off" } }}
          sx={{ mt: 1, mb: 1 }}
        />
        {shown.length === 0 ? (
          <Typography color="textSecondary" sx={{ px: 1, py: 2 }}>
            {translate(NO_TOKEN_MATCHES)}
          </Typography>
        ) : (
          <MenuList ref={listRef} aria-label={title} dense>
            {shown.map((option) => (
              <MenuItem
                key={`${option.symbol}@${option.contract}`}
                selected={option.symbol === selected}
                onClick={() => pick(option.symbol)}
                data-testid={`swap-token-option-${option.symbol}`}
              >
                <ListItemText primary={option.symbol} secondary={option.contract} />
                {option.balanceText !== null && (
                  <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums", ml: 2 }}>
                    {option.balanceText}
                  </Typography>
                )}
              </MenuItem>
            ))}
          </MenuList>
        )}
      </DialogContent>
    </Dialog>
  );
}
