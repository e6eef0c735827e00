import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { AMOUNT_CELL, ONE_LINE_CELL } from "../../shared/ui/tableCells";
import { StakeTableFrame } from "./StakeTableFrame";
import type { HistoryRow } from "./stakeHistoryRows";

/** Stake History (spec 2 §3), newest first. */
export function StakeHistoryTable({ rows }: { rows: readonly HistoryRow[] | null }) {
  return (
    <StakeTableFrame
      rows={rows}
      testId="stake-history"
      loadingText="Loading history…"
      emptyText="No stakes yet"
      head={
        <>
          <TableCell>Date</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Expiry</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Reward / Received</TableCell>
        </>
      }
      renderRow={(row) => (
        <TableRow key={row.key} data-testid="stake-history-row">
          <TableCell sx={ONE_LINE_CELL}>{new Date(row.blockTime).toLocaleString()}</TableCell>
          <TableCell sx={ONE_LINE_CELL} title={row.detail}>
            {row.kind}
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
