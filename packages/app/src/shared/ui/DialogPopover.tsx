import Popover from "@mui/material/Popover";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

/** Where a popover opens and how it closes. */
export interface PopoverPlacement {
  id?: string;
  anchorEl: HTMLElement;
  onClose(): void;
}

/** A popover at its anchor's bottom right that is a dialog; its width fits a phone's screen. */
export function DialogPopover(
  props: PopoverPlacement & {
    /** The id of the heading that labels it, and of the text that describes it where there is one. */
    labelledBy: string;
    describedBy?: string;
    testId: string;
    /** The width from the sm breakpoint up. */
    width: number;
    /** The paper's own layout. */
    sx?: SxProps<Theme>;
    children: ReactNode;
  },
) {
  return (
    <Popover
      open
      id={props.id}
      anchorEl={props.anchorEl}
      onClose={props.onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-labelledby": props.labelledBy,
          "aria-describedby": props.describedBy,
          "data-testid": props.testId,
          sx: [{ width: { xs: "calc(100vw - 32px)", sm: props.width } }, props.sx ?? {}],
        } as object,
      }}
    >
      {props.children}
    </Popover>
  );
}
