import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { basisPointsToPercentText, formatDisplay, formatUsd } from "@ux/core/money";
import type { ReactNode } from "react";
import type { MultiSwapSummary } from "./multiSwapSummary";

/** Spec 2 §2 'Summary View' columns. */
export const SUMMARY_COLUMNS = ["Token", "($) USD Value", "Token Amount"] as const;
/** Shown where a value is unknown (no indexer price, or no estimate until the percentages total 100). */
export const UNKNOWN_VALUE = "—";

const usdText = (usd: bigint | null) => (usd === null ? UNKNOWN_VALUE : formatUsd(usd));
const numeric = { fontVariantNumeric: "tabular-nums" } as const;

function SummaryTable({
  caption,
  testId,
  children,
}: {
  caption: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {caption}
      </Typography>
      <Table size="small" aria-label={caption} data-testid={testId}>
        <TableHead>
          <TableRow>
            {SUMMARY_COLUMNS.map((column, i) => (
              <TableCell key={column} align={i === 0 ? "left" : "right"}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

/** The Send and Receive tables with their Total rows, and why an order would be refunded. */
export function SummaryTables({ summary }: { summary: MultiSwapSummary }) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <SummaryTable caption="Send" testId="multiswap-summary-send">
        {summary.send.map((row) => (
          <TableRow key={row.token.symbol} data-testid={`multiswap-summary-send-${row.token.symbol}`}>
            <TableCell>{row.token.symbol}</TableCell>
            <TableCell align="right" sx={numeric}>
              {usdText(row.usd)}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {formatDisplay(row.amount, row.token.decimals)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow data-testid="multiswap-summary-send-total">
          <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
          <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
            {usdText(summary.sendTotalUsd)}
          </TableCell>
          <TableCell />
        </TableRow>
      </SummaryTable>
      <SummaryTable caption="Receive" testId="multiswap-summary-receive">
        {summary.receive.map((row) => (
          <TableRow key={row.token.symbol} data-testid={`multiswap-summary-receive-${row.token.symbol}`}>
            <TableCell>
              {row.token.symbol}{" "}
              <Typography component="span" variant="body2" color="text.secondary">
                ({basisPointsToPercentText(row.basisPoints)}%)
              </Typography>
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {usdText(row.usd)}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {row.estimate === null ? UNKNOWN_VALUE : formatDisplay(row.estimate, row.token.decimals)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow data-testid="multiswap-summary-receive-total">
          <TableCell sx={{ fontWeight: 700 }}>
            Total{" "}
            <Typography component="span" variant="body2" color="text.secondary">
              ({basisPointsToPercentText(summary.receiveTotalBasisPoints)}%)
            </Typography>
          </TableCell>
          <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
            {usdText(summary.sendTotalUsd)}
          </TableCell>
          <TableCell />
        </TableRow>
      </SummaryTable>
      {summary.refunds.map((line) => (
        <Alert key={line} severity="warning">
          {line}
        </Alert>
      ))}
    </Box>
  );
}
