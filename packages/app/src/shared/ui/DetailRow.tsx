import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One line of a form's details: the label on the left, its value on the right (wrapping on a phone). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box sx={{ textAlign: "right" }}>{children}</Box>
    </Box>
  );
}
