import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useId } from "react";

/** Spec 1 §2 'Login / SignUp' entries; wallets are not wired on this build, so each is disabled. */
export const LOGIN_OPTIONS = ["Connect Anchor", "Connect Metamask", "Create UX Account"] as const;

export function LoginPopover({ anchorEl, onClose }: { anchorEl: HTMLElement; onClose: () => void }) {
  const titleId = useId();
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { p: 2, width: 260 } } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        Login / SignUp
      </Typography>
      <Box sx={{ display: "grid", gap: 1 }}>
        {LOGIN_OPTIONS.map((label) => (
          <Button key={label} variant="outlined" disabled fullWidth>
            {label}
          </Button>
        ))}
      </Box>
    </Popover>
  );
}
