import Skeleton from "@mui/material/Skeleton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { memo } from "react";
import { t } from "../../shared/i18n/translate";
import { PoolViewButton } from "./PoolViewButton";
import { percentFigure, usdFigure } from "./poolFormat";
import type { PoolListRow } from "./poolRows";
import { positionUsdText } from "./positionFigures";
import { samePoolRow } from "./samePoolRow";
import { TokenStack } from "./TokenStack";

// Built once rather than per row and render.
const ROW_SX = { cursor: "pointer" } as const;
const NAME_SX = { fontWeight: 600 } as const;
const LOADING_SX = { ml: "auto" } as const;

interface PoolTableRowProps {
  row: PoolListRow;
  onOpen: (row: PoolListRow) => void;
}

/** One pool's row of the table (desktop). */
function PoolTableRowView({ row, onOpen }: PoolTableRowProps) {
  const position = positionUsdText(row);
  return (
    <TableRow hover onClick={() => onOpen(row)} sx={ROW_SX} data-testid={`pools-row-${row.name}`}>
      <TableCell component="th" scope="row" sx={NAME_SX}>
        {row.name}
      </TableCell>
      <TableCell>
        <TokenStack tokens={row.tokens} />
      </TableCell>
      <TableCell align="right">{usdFigure(row.liquidityUsd)}</TableCell>
      <TableCell align="right">{usdFigure(row.volumeUsd)}</TableCell>
      <TableCell align="right">{percentFigure(row.aprPercent)}</TableCell>
      <TableCell align="right" data-testid={`pools-position-${row.name}`}>
        {position ?? <Skeleton width={64} sx={LOADING_SX} aria-label={t("Loading position")} />}
      </TableCell>
      <TableCell align="right">
        <PoolViewButton row={row} />
      </TableCell>
    </TableRow>
  );
}

/** Renders again only when its figures change (a refresh rebuilds every row), not on every table render. */
export const PoolTableRow = memo(
  PoolTableRowView,
  (before, after) => before.onOpen === after.onOpen && samePoolRow(before.row, after.row),
);
