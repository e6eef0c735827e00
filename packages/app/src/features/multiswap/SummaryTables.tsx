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
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import type { MultiSwapSummary } from "./multiSwapSummary";

/** Spec 2 §2 'Summary View' columns. */
export const SUMMARY_COLUMNS = [msg("Token"), msg("($) USD Value"), msg("Token Amount")] as const;
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
                {translate(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

/** One row: a token (or Total, in bold) with its USD value and, for a token, its amount. */
function SummaryRow({
  testId,
  label,
  usd,
  amount,
}: {
  testId: string;
  label: ReactNode;
  usd: bigint | null;
  /** Left out on the Total rows, whose tokens do not add up. */
  amount?: string;
}) {
  const weight = amount === undefined ? { fontWeight: 700 } : {};
  return (
    <TableRow data-testid={testId}>
      <TableCell sx={weight}>{label}</TableCell>
      <TableCell align="right" sx={{ ...numeric, ...weight }}>
        {usdText(usd)}
      </TableCell>
      {amount === undefined ? (
        <TableCell />
      ) : (
        <TableCell align="right" sx={numeric}>
          {amount}
        </TableCell>
      )}
    </TableRow>
  );
}

/** A receive share after its label: ' (25.00%)'. */
function ShareSuffix({ basisPoints }: { basisPoints: bigint }) {
  return (
    <>
      {" "}
      <Typography component="span" variant="body2" color="textSecondary">
        ({basisPointsToPercentText(basisPoints)}%)
      </Typography>
    </>
  );
}

/** The Send and Receive tables with their Total rows, and why an order would be refunded. */
export function SummaryTables({ summary }: { summary: MultiSwapSummary }) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <SummaryTable caption="Send" testId="multiswap-summary-send">
        {summary.send.map((row) => (
          <SummaryRow
            key={row.token.symbol}
            testId={`multiswap-summary-send-${row.token.symbol}`}
            label={row.token.symbol}
            usd={row.usd}
            amount={formatDisplay(row.amount, row.token.decimals)}
          />
        ))}
        <SummaryRow testId="multiswap-summary-send-total" label={t("Total")} usd={summary.sendTotalUsd} />
      </SummaryTable>
      <SummaryTable caption="Receive" testId="multiswap-summary-receive">
        {summary.receive.map((row) => (
          <SummaryRow
            key={row.token.symbol}
            testId={`multiswap-summary-receive-${row.token.symbol}`}
            label={
              <>
                {row.token.symbol}
                <ShareSuffix basisPoints={row.basisPoints} />
              </>
            }
            usd={row.usd}
            amount={row.estimate === null ? UNKNOWN_VALUE : formatDisplay(row.estimate, row.token.decimals)}
          />
        ))}
        <SummaryRow
          testId="multiswap-summary-receive-total"
          label={
            <>
              {t("Total")}
              <ShareSuffix basisPoints={summary.receiveTotalBasisPoints} />
            </>
          }
          usd={summary.sendTotalUsd}
        />
      </SummaryTable>
      {summary.refunds.map((line) => (
        <Alert key={line} severity="warning">
          {line}
        </Alert>
      ))}
    </Box>
  );
}
