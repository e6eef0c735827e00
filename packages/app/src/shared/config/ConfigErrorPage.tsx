import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { t, translate } from "../i18n/translate";
import { PRODUCT_NAME } from "../product";

/** Full-page start-up failure: what went wrong and a way to try again, never a blank page. */
export function ConfigErrorPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", alignContent: "center", gap: 2, p: 3 }}
    >
      <Typography variant="h4" component="h1">
        {t("{product} could not start", { product: PRODUCT_NAME })}
      </Typography>
      <Typography role="alert" color="textSecondary" sx={{ maxWidth: 560, textAlign: "center" }}>
        {translate(message)}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {t("Retry")}
      </Button>
    </Box>
  );
}
