import ContentCopy from "@mui/icons-material/ContentCopy";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { t, translate } from "../../shared/i18n/translate";
import type { ReferralRow } from "./referralLinks";
import { LINKS_LOADING, NO_LINKS } from "./referralsTexts";

/** The links table (spec 1 §2): each link with its user count and a copy action; wraps rather than scrolls. */
export function ReferralLinksTable({
  rows,
  onCopy,
}: {
  rows: ReferralRow[] | null;
  onCopy(link: string): void;
}) {
  if (rows === null) return <Typography color="textSecondary">{translate(LINKS_LOADING)}</Typography>;
  if (rows.length === 0) return <Typography color="textSecondary">{translate(NO_LINKS)}</Typography>;
  return (
    <Table size="small" sx={{ tableLayout: "fixed", width: "100%" }} data-testid="referral-links">
      <TableHead>
        <TableRow>
          <TableCell>{t("Link")}</TableCell>
          <TableCell align="right" sx={{ width: 64 }}>
            {t("Users")}
          </TableCell>
          <TableCell sx={{ width: 64 }}>{t("Copy")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.code} data-testid="referral-link-row">
            <TableCell sx={{ overflowWrap: "anywhere" }} data-testid="referral-link">
              {row.link}
            </TableCell>
            <TableCell align="right" data-testid="referral-users" sx={{ fontVariantNumeric: "tabular-nums" }}>
              {row.users}
            </TableCell>
            <TableCell>
              <Tooltip title={t("Copy link")}>
                <IconButton
                  aria-label={t("Copy link {code}", { code: row.code })}
                  onClick={() => onCopy(row.link)}
                  size="small"
                >
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
