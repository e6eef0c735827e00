import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useNavigate } from "react-router";
import { t, translate } from "../../shared/i18n/translate";
import { PRODUCT_NAME, TAGLINE } from "../../shared/product";
import { Logo } from "../../shared/ui/Logo";

/** The entry screen at '/': the product name and an Enter button to the landing page; no header. */
export function EntryPage() {
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "grid",
        placeItems: "center",
        alignContent: "center",
        gap: 3,
        px: 2,
        textAlign: "center",
      }}
    >
      <Box sx={{ color: "primary.main" }}>
        <Logo size={72} />
      </Box>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
        {PRODUCT_NAME}
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary">
        {translate(TAGLINE)}
      </Typography>
      <Button variant="contained" size="large" onClick={() => navigate("/home")} sx={{ minWidth: 180 }}>
        {t("Enter")}
      </Button>
    </Box>
  );
}
