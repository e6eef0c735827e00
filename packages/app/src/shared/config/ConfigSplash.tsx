import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { t } from "../i18n/translate";
import { PRODUCT_NAME } from "../product";

/**
 * Shown for the moment /config.json loads. A CSS ring rather than the UI kit's progress component, which
 * would add its code to every first visit.
 */
export function ConfigSplash() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", alignContent: "center", gap: 2 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: "50%",
          border: 3,
          borderColor: "action.disabled",
          borderTopColor: "primary.main",
          "@keyframes ux-splash-spin": { to: { transform: "rotate(360deg)" } },
          animation: "ux-splash-spin 0.8s linear infinite",
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
        }}
      />
      <Typography color="textSecondary">{t("Loading {product}…", { product: PRODUCT_NAME })}</Typography>
    </Box>
  );
}
