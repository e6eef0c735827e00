import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { t } from "../../shared/i18n/translate";

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown when a page fails to load or render, typically a page chunk missing after a new deployment:
 * reloading fetches the current build.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Box
      sx={{ minHeight: "60vh", display: "grid", placeItems: "center", alignContent: "center", gap: 2, p: 3 }}
    >
      <Typography variant="h4" component="h1">
        {t("This page could not be shown")}
      </Typography>
      <Typography role="alert" color="textSecondary" sx={{ maxWidth: 560, textAlign: "center" }}>
        {describe(error)}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t("Reload")}
      </Button>
    </Box>
  );
}
