import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { translate } from "../../shared/i18n/translate";
import { ONE_LINE_CELL } from "../../shared/ui/tableCells";

export interface StakeTableFrameProps<Row> {
  /** null until the stake socket has answered. */
  rows: readonly Row[] | null;
  /** The table's test id; the empty text's is `${testId}-empty`. */
  testId: string;
  loadingText: string;
  emptyText: string;
  /** The header's translated texts, left to right ("" over a column of buttons). */
  head: readonly string[];
  /** The first of the columns that align right (amounts, then buttons), as their cells do. */
  rightFrom: number;
  renderRow(row: Row): ReactNode;
}

/** The frame the stake page's tables share: a loading text, an empty text, or the table of rows. */
export function StakeTableFrame<Row>({
  rows,
  testId,
  loadingText,
  emptyText,
  head,
  rightFrom,
  renderRow,
}: StakeTableFrameProps<Row>) {
  if (rows === null)
    return (
      <Typography variant="body2" color="textSecondary">
        {loadingText}
      </Typography>
    );
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="textSecondary" data-testid={`${testId}-empty`}>
        {translate(emptyText)}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" data-testid={testId} sx={{ "& th": ONE_LINE_CELL }}>
        <TableHead>
          <TableRow>
            {head.map((label, index) => (
              // The columns are fixed for a table: their places are their keys.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <TableCell key={index} align={index >= rightFrom ? "right" : undefined}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows.map(renderRow)}</TableBody>
      </Table>
    </TableContainer>
  );
}
