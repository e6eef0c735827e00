import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A section of the Wallet page: an outlined card headed by its title and the account it shows, if any. */
export function WalletSectionCard(props: {
  title: string;
  /** The section's accessible name; the title by default. */
  ariaLabel?: string;
  account?: string | undefined;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={props.ariaLabel ?? props.title}
      data-testid={props.testId}
    >
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {props.title}
          {props.account !== undefined && (
            <Typography component="span" color="textSecondary" sx={{ ml: 1 }}>
              {props.account}
            </Typography>
          )}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}
