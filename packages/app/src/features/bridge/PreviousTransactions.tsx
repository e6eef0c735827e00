import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { BRIDGE_TEXTS, type PreviousTransfer } from "@ux/core/bridge";

export const PREVIOUS_NEEDS_WALLETS = "Connect the wallets of both chains to see previous transactions";
export const PREVIOUS_EMPTY = "No previous transfers";
export const PREVIOUS_LOAD_ERROR = "Previous transfers could not be loaded";

/** Previous transfers (spec 2 §4): Complete or Failed, a loading icon while unknown, Retry or Explorer. */
export function PreviousTransactions({
  rows,
  error,
  explorerUrl,
  busy,
  onRetry,
}: {
  /** null while loading. */
  rows: readonly PreviousTransfer[] | null;
  error: boolean;
  explorerUrl: (transactionId: string) => string | null;
  busy: boolean;
  onRetry: (row: PreviousTransfer) => void;
}) {
  if (error) return <Alert severity="error">{PREVIOUS_LOAD_ERROR}</Alert>;
  if (rows === null) return <CircularProgress aria-label="Loading previous transfers" />;
  if (rows.length === 0) return <Alert severity="info">{PREVIOUS_EMPTY}</Alert>;
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={BRIDGE_TEXTS.previousTab}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const explorer = explorerUrl(row.transactionId);
            return (
              <TableRow key={row.transactionId} data-testid="bridge-previous-row">
                <TableCell>{row.date.replace("T", " ").slice(0, 19)}</TableCell>
                <TableCell>{row.amount}</TableCell>
                <TableCell>
                  {row.proven === null ? (
                    <CircularProgress size={16} aria-label="Checking the transfer" />
                  ) : row.proven ? (
                    BRIDGE_TEXTS.complete
                  ) : (
                    BRIDGE_TEXTS.failed
                  )}
                </TableCell>
                <TableCell>
                  {row.proven === false && (
                    <Button size="small" disabled={busy} onClick={() => onRetry(row)}>
                      {BRIDGE_TEXTS.retry}
                    </Button>
                  )}
                  {row.proven === true && explorer !== null && (
                    <Button size="small" href={explorer} target="_blank" rel="noopener noreferrer">
                      {BRIDGE_TEXTS.explorer}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
