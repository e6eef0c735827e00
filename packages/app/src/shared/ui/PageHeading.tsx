import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The page's h1, with an optional sub-heading right under it. */
export function PageHeading({ children, subheading }: { children: ReactNode; subheading?: ReactNode }) {
  return (
    <header>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {children}
      </Typography>
      {subheading !== undefined && (
        <Typography variant="subtitle1" component="p" color="textSecondary" sx={{ mt: 0.5 }}>
          {subheading}
        </Typography>
      )}
    </header>
  );
}
