import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * One neutral line saying what a page is for. Pages whose feature is not built yet show only their
 * heading and this line, with no controls that would pretend to work.
 */
export function FeatureIntro({ children }: { children: ReactNode }) {
  return (
    <Typography color="textSecondary" data-testid="feature-intro">
      {children}
    </Typography>
  );
}
