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
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";

export const PREVIOUS_NEEDS_WALLETS = msg("Connect the wallets of both chains to see previous transactions");
export const PREVIOUS_EMPTY = msg("No previous transfers");
export const PREVIOUS_LOAD_ERROR = msg("Previous transfers could not be loaded");

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
  if (error) return <Alert severity="error">{translate(PREVIOUS_LOAD_ERROR)}</Alert>;
  if (rows === null) return <CircularProgress aria-label={t("Loading previous transfers")} />;
  if (rows.length === 0) return <Alert severity="info">{translate(PREVIOUS_EMPTY)}</Alert>;
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={translate(BRIDGE_TEXTS.previousTab)}>
        <TableHead>
          <TableRow>
            <TableCell>{t("Date")}</TableCell>
            <TableCell>{t("Amount")}</TableCell>
            <TableCell>{t("Status")}</TableCell>
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
                    <CircularProgress size={16} aria-label={t("Checking the transfer")} />
                  ) : row.proven ? (
                    translate(BRIDGE_TEXTS.complete)
                  ) : (
                    translate(BRIDGE_TEXTS.failed)
                  )}
                </TableCell>
                <TableCell>
                  {row.proven === false && (
                    <Button size="small" disabled={busy} onClick={() => onRetry(row)}>
                      {translate(BRIDGE_TEXTS.retry)}
                    </Button>
                  )}
                  {row.proven === true && explorer !== null && (
                    <Button size="small" href={explorer} target="_blank" rel="noopener noreferrer">
                      {translate(BRIDGE_TEXTS.explorer)}
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
