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
      head={[t("Date"), t("Action"), t("Expiry"), t("Quantity"), t("Reward / Received")]}
      rightFrom={3}
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
