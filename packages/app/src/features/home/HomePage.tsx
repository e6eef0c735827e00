import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useNavigate } from "react-router";
import { t, translate } from "../../shared/i18n/translate";
import { LEGAL_DISCLAIMER } from "../../shared/legal";
import { PRODUCT_NAME, TAGLINE } from "../../shared/product";
import { PageSection } from "../../shared/ui/PageSection";
import { HOME_ACTIONS } from "./homeActions";
import { LandingMetrics } from "./LandingMetrics";

/** The landing page: tagline, the six entry buttons, market figures and the legal disclaimer. */
export function HomePage() {
  const navigate = useNavigate();
  return (
    <PageSection>
      <Box component="section" sx={{ textAlign: "center", display: "grid", gap: 1.5, pt: { xs: 1, sm: 4 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h5" component="p" color="primary">
          {translate(TAGLINE)}
        </Typography>
      </Box>
      <Box
        component="nav"
        aria-label={t("Get started")}
        sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(3, 1fr)" } }}
      >
        {HOME_ACTIONS.map((action, index) => (
          <Button
            key={action.label}
            variant={index === 0 ? "contained" : "outlined"}
            size="large"
            onClick={() => navigate(action.to)}
            data-testid={action.testId}
          >
            {translate(action.label)}
          </Button>
        ))}
      </Box>
      <LandingMetrics />
      <Typography component="p" variant="body2" color="textSecondary" data-testid="legal-disclaimer">
        {translate(LEGAL_DISCLAIMER)}
      </Typography>
    </PageSection>
  );
}
