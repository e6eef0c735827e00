import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** The content column every page sits in. */
export function PageSection({ children, maxWidth = 1100 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box sx={{ maxWidth, mx: "auto", px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 }, display: "grid", gap: 3 }}>
      {children}
    </Box>
  );
}
