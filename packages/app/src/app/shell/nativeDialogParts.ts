import { styled } from "@mui/material/styles";
import { PALETTES } from "../themePalettes";

/*
 * MUI's Dialog look (maxWidth "sm", scroll "paper") on a native <dialog>, from the theme's values: the same
 * surface, spacing and type as Dialog, DialogTitle, DialogContent, DialogContentText, DialogActions and a
 * contained primary Button, without their components (mounting those was a long task on a phone).
 */

/** The dialog itself as MUI's Paper (elevation 24), centred with at least 32 px around it. */
export const DialogSurface = styled("dialog")(({ theme }) => ({
  // The user agent's own dialog look (border, padding, canvas colours, its own size limits) replaced.
  padding: 0,
  border: 0,
  margin: "auto",
  maxWidth: `min(${theme.breakpoints.values.sm}${theme.breakpoints.unit}, calc(100% - 64px))`,
  maxHeight: "calc(100% - 64px)",
  overflowY: "auto",
  outline: 0,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[24],
  // Only when open: `display` here would otherwise override the user agent's `display: none` of a closed one.
  "&[open]": { display: "flex", flexDirection: "column" },
  // MUI's Backdrop colour (the same in both schemes).
  "&::backdrop": { backgroundColor: "rgba(0, 0, 0, 0.5)" },
  "@media print": { overflowY: "visible", boxShadow: "none" },
}));

export const DialogHeading = styled("h2")(({ theme }) => ({
  ...theme.typography.h6,
  margin: 0,
  padding: "16px 24px",
  flex: "0 0 auto",
}));

/** The scrolling middle (DialogContent after a title: no top padding). */
export const DialogBody = styled("div")({
  flex: "1 1 auto",
  overflowY: "auto",
  padding: "0 24px 20px",
});

export const DialogText = styled("p")(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  color: theme.palette.text.secondary,
}));

export const DialogActions = styled("div")({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  padding: 8,
  flex: "0 0 auto",
});

/** MUI's contained primary Button (ButtonBase's reset included), with the app's focus ring. */
export const ContainedButton = styled("button")(({ theme }) => ({
  ...theme.typography.button,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  position: "relative",
  boxSizing: "border-box",
  minWidth: 64,
  margin: 0,
  padding: "6px 16px",
  border: 0,
  borderRadius: theme.shape.borderRadius,
  outline: 0,
  cursor: "pointer",
  userSelect: "none",
  verticalAlign: "middle",
  appearance: "none",
  textDecoration: "none",
  WebkitTapHighlightColor: "transparent",
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[2],
  transition: theme.transitions.create(["background-color", "box-shadow", "border-color", "color"], {
    duration: theme.transitions.duration.short,
  }),
  "@media (hover: hover)": {
    "&:hover": { backgroundColor: theme.palette.primary.dark, boxShadow: theme.shadows[4] },
  },
  "&:active": { boxShadow: theme.shadows[8] },
  // The theme's ButtonBase focus ring (theme.ts): keyboard users must always see where focus is.
  "&:focus-visible": {
    outline: `2px solid ${PALETTES[theme.palette.mode].focusRing}`,
    outlineOffset: 2,
    boxShadow: theme.shadows[6],
  },
}));
