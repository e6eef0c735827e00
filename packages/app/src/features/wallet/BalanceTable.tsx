import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { AMOUNT_CELL, ONE_LINE_CELL } from "../../shared/ui/tableCells";
import type { BalanceRow } from "./walletBalances";

/**
 * The Wallet page's balance list (spec 2 §2: symbol, contract, balance to 4 decimals), for a chain or the
 * AMM. Rows are marked `${testIdPrefix}${symbol}`; an instrument's row also shows its expiry ('MAR26');
 * `action`, when given, fills a last column per row.
 */
export function BalanceTable(props: {
  rows: readonly BalanceRow[];
  testIdPrefix: string;
  action?: { label: string; cell: (row: BalanceRow) => ReactNode };
}) {
  const { action } = props;
  // A narrow screen scrolls the table sideways inside its card rather than cutting the balances off.
  return (
    <TableContainer>
      <Table size="small" sx={{ "& th": ONE_LINE_CELL }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("Token")}</TableCell>
            <TableCell>{t("Contract")}</TableCell>
            <TableCell align="right">{t("Balance")}</TableCell>
            {action && <TableCell align="right" aria-label={translate(action.label)} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow
              key={`${row.contract}:${row.symbol}`}
              data-testid={`${props.testIdPrefix}${row.symbol}`}
            >
              <TableCell sx={{ ...ONE_LINE_CELL, fontWeight: 600 }}>
                {row.symbol}
                {row.expiryFormatted !== undefined && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="textSecondary"
                    sx={{ display: "block" }}
                    data-testid="balance-expiry"
                  >
                    {row.expiryFormatted}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={ONE_LINE_CELL}>{row.contract}</TableCell>
              <TableCell align="right" sx={AMOUNT_CELL}>
                {row.amount}
              </TableCell>
              {action && <TableCell align="right">{action.cell(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
