import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { formatDisplay, formatUnits } from "@ux/core/money";
import { t, translate } from "../../shared/i18n/translate";
import { AMOUNT_CELL, ONE_LINE_CELL } from "../../shared/ui/tableCells";
import { StakeTableFrame } from "./StakeTableFrame";
import type { PositionRow } from "./stakePositions";

export interface PositionsTableProps {
  rows: readonly PositionRow[] | null;
  busyKey: string | null;
  onUnstake(row: PositionRow): void;
}

/** Current Positions (spec 2 §3, §4): quantities with 2 decimals, the unstake value to the unit. */
export function PositionsTable({ rows, busyKey, onUnstake }: PositionsTableProps) {
  return (
    <StakeTableFrame
      rows={rows}
      testId="stake-positions"
      loadingText={t("Loading positions…")}
      emptyText={t("No positions yet")}
      head={[t("Expiry"), t("Days Left"), t("Type"), t("Quantity"), t("Value Now"), ""]}
      rightFrom={3}
      renderRow={(row) => (
        <TableRow key={row.key} data-testid={`stake-position-${row.key}`}>
          <TableCell sx={ONE_LINE_CELL}>{row.formatted}</TableCell>
          <TableCell sx={ONE_LINE_CELL}>
            {typeof row.daysLeft === "number" ? row.daysLeft : translate(row.daysLeft)}
          </TableCell>
          <TableCell sx={ONE_LINE_CELL}>{row.type === "locked" ? t("locked") : t("liquid")}</TableCell>
          <TableCell align="right" sx={AMOUNT_CELL}>
            {formatDisplay(row.units, row.decimals, 2)}
          </TableCell>
          <TableCell align="right" sx={AMOUNT_CELL} data-testid="stake-position-value">
            {row.value === null ? "—" : `${formatUnits(row.value, row.decimals)} ${row.symbol}`}
          </TableCell>
          <TableCell align="right">
            {row.action === "locked" ? (
              <Button size="small" variant="outlined" disabled>
                {t("Locked")}
              </Button>
            ) : (
              <Button
                size="small"
                variant="outlined"
                disabled={busyKey !== null}
                onClick={() => onUnstake(row)}
                data-testid="stake-unstake"
              >
                {t("Unstake")}
              </Button>
            )}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
