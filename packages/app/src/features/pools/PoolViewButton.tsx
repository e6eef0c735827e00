import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { translate } from "../../shared/i18n/translate";
import type { PoolListRow } from "./poolRows";
import { poolDetailPath } from "./poolTabs";
import { POOL_TEXTS } from "./poolTexts";

/** A pool's 'View' link to its detail page, in the table rows and the mobile cards. */
export function PoolViewButton({ row }: { row: Pick<PoolListRow, "type" | "name"> }) {
  return (
    <Button
      variant="outlined"
      size="small"
      component={RouterLink}
      to={poolDetailPath(row.type, row.name)}
      // The row (or card) opens the same page; the link alone must not open it twice.
      onClick={(event) => event.stopPropagation()}
      data-testid={`pools-view-${row.name}`}
    >
      {translate(POOL_TEXTS.view)}
    </Button>
  );
}
