import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import type { PoolSummary } from "../../shared/api/ammIndexer";
import { useAmmSummary } from "../../shared/api/useAmmSummary";
import { t } from "../../shared/i18n/translate";
import { LOG_COLUMNS, type LogRow, toLogRows } from "./logRows";

/**
 * The debug log table of the indexer's pools. It is a snapshot: it changes only when Refresh is clicked,
 * so figures can be compared while the background refresh keeps running.
 */
export function LogTable() {
  const summary = useAmmSummary();
  const [snapshot, setSnapshot] = useState<{ rows: LogRow[]; at: number } | null>(null);
  const take = (pools: readonly PoolSummary[]) => setSnapshot({ rows: toLogRows(pools), at: Date.now() });

  const firstPools = summary.data?.pools;
  useEffect(() => {
    if (firstPools !== undefined)
      setSnapshot((current) => current ?? { rows: toLogRows(firstPools), at: Date.now() });
  }, [firstPools]);

  const refresh = async () => {
    const result = await summary.refetch();
    take(result.data?.pools ?? []);
  };

  return (
    <Paper component="section" aria-label={t("Debug log")} variant="outlined" sx={{ m: 2, p: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t("Debug log")}
        </Typography>
        {snapshot !== null && (
          <Typography variant="caption" color="textSecondary">
            {new Date(snapshot.at).toLocaleTimeString()}
          </Typography>
        )}
        <Button size="small" variant="outlined" onClick={refresh} disabled={summary.isFetching}>
          {t("Refresh")}
        </Button>
      </Box>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={t("Pools log")}>
          <TableHead>
            <TableRow>
              {LOG_COLUMNS.map((column) => (
                <TableCell key={column.field}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(snapshot?.rows ?? []).map((row) => (
              <TableRow key={row.key}>
                {LOG_COLUMNS.map((column) => (
                  <TableCell key={column.field}>{row[column.field]}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {summary.isError && snapshot === null && (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t("The AMM indexer did not answer.")}
        </Typography>
      )}
    </Paper>
  );
}
