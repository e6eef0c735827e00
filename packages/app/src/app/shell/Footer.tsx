import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { t } from "../../shared/i18n/translate";
import { APP_VERSION_LABEL, CONTACT_EMAIL, DOCUMENTATION_URL, PRODUCT_NAME } from "../../shared/product";

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: "divider",
        px: { xs: 2, sm: 3 },
        py: 2,
        display: "flex",
        flexWrap: "wrap",
        gap: 2,
        alignItems: "center",
        justifyContent: "space-between",
      }}
    >
      <Typography variant="body2" color="textSecondary">
        {PRODUCT_NAME} <span data-testid="version-label">{APP_VERSION_LABEL}</span>
      </Typography>
      <Box component="nav" aria-label={t("Footer")} sx={{ display: "flex", gap: 3 }}>
        <Link href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer" variant="body2">
          {t("Documentation")}
        </Link>
        <Link href={`mailto:${CONTACT_EMAIL}`} variant="body2">
          {CONTACT_EMAIL}
        </Link>
      </Box>
    </Box>
  );
}
