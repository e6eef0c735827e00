import Box from "@mui/material/Box";
import type { ReactNode } from "react";

export interface FormBoxProps {
  "aria-label"?: string;
  "data-testid"?: string;
  children: ReactNode;
  /** The form's own submit: the browser's (validation, page load) never runs. */
  onSubmit(): void;
}

/** A form the app submits itself: Enter in a field or the submit button calls `onSubmit`. */
export function FormBox({ onSubmit, ...props }: FormBoxProps) {
  return (
    <Box
      {...props}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
