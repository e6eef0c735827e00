import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { t } from "../../shared/i18n/translate";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

/** Any path outside the route table, or a route with a parameter value that does not exist. */
export function NotFoundPage() {
  return (
    <PageSection>
      <PageHeading>{t("Page not found")}</PageHeading>
      <Typography color="textSecondary">{t("There is no page at this address.")}</Typography>
      <Typography>
        <Link component={RouterLink} to="/home">
          {t("Go to the home page")}
        </Link>
      </Typography>
    </PageSection>
  );
}
