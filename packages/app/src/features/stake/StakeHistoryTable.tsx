import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { AMOUNT_CELL, ONE_LINE_CELL } from "../../shared/ui/tableCells";
import type { HistoryRow } from "./stakeHistoryRows";

/** Stake History (spec 2 §3), newest first. */
export function StakeHistoryTable({ rows }: { rows: readonly HistoryRow[] | null }) {
  if (rows === null)
    return (
      <Typography variant="body2" color="textSecondary">
        Loading history…
      </Typography>
    );
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="textSecondary" data-testid="stake-history-empty">
        No stakes yet
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" data-testid="stake-history" sx={{ "& th": ONE_LINE_CELL }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Expiry</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Reward / Received</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
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
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
