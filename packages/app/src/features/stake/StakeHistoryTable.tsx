import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { t, translate } from "../../shared/i18n/translate";
import { AMOUNT_CELL, ONE_LINE_CELL } from "../../shared/ui/tableCells";
import { StakeTableFrame } from "./StakeTableFrame";
import type { HistoryRow } from "./stakeHistoryRows";

/** Stake History (spec 2 §3), newest first. */
export function StakeHistoryTable({ rows }: { rows: readonly HistoryRow[] | null }) {
  return (
    <StakeTableFrame
      rows={rows}
      testId="stake-history"
      loadingText={t("Loading history…")}
      emptyText={t("No stakes yet")}
      head={
        <>
          <TableCell>{t("Date")}</TableCell>
          <TableCell>{t("Action")}</TableCell>
          <TableCell>{t("Expiry")}</TableCell>
          <TableCell align="right">{t("Quantity")}</TableCell>
          <TableCell align="right">{t("Reward / Received")}</TableCell>
        </>
      }
      renderRow={(row) => (
        <TableRow key={row.key} data-testid="stake-history-row">
          <TableCell sx={ONE_LINE_CELL}>{new Date(row.blockTime).toLocaleString()}</TableCell>
          <TableCell sx={ONE_LINE_CELL} title={translate(row.detail)}>
            {translate(row.kind)}
          </TableCell>
          <TableCell sx={ONE_LINE_CELL}>{row.expiry}</TableCell>
          <TableCell align="right" sx={AMOUNT_CELL}>
            {row.quantity}
          </TableCell>
          <TableCell align="right" sx={AMOUNT_CELL}>
            {row.amount}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
