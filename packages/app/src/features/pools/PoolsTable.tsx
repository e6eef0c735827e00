import InfoOutlined from "@mui/icons-material/InfoOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Tooltip from "@mui/material/Tooltip";
import { useFirstScreenful } from "../../shared/hooks/useFirstScreenful";
import { t, translate } from "../../shared/i18n/translate";
import { PoolTableRow } from "./PoolTableRow";
import type { PoolListRow } from "./poolRows";
import { POOL_COLUMNS, type PoolColumnKey, type PoolSort } from "./poolSort";
import { POOL_TEXTS } from "./poolTexts";

interface PoolsTableProps {
  rows: readonly PoolListRow[];
  sort: PoolSort;
  onSort: (key: PoolColumnKey) => void;
  onOpen: (row: PoolListRow) => void;
}

/** Rows that fill a tall desktop screen's first view (a row is about 50 px high); the rest follow in a transition. */
export const FIRST_SCREEN_ROWS = 25;

const NUMERIC: ReadonlySet<PoolColumnKey> = new Set(["liquidity", "volume", "apr", "position"]);

/** The estimated-APR header's info icon: the tooltip opens on hover and on keyboard focus. */
export function AprInfo() {
  return (
    <Tooltip title={translate(POOL_TEXTS.aprTooltip)}>
      <IconButton size="small" aria-label={t("About Estimated APR")} data-testid="pools-apr-info">
        <InfoOutlined fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

/** The sortable pools table (desktop). Headers are buttons, so sorting works from the keyboard too. */
export function PoolsTable({ rows, sort, onSort, onOpen }: PoolsTableProps) {
  const shown = useFirstScreenful(rows.length, FIRST_SCREEN_ROWS);
  return (
    <TableContainer>
      <Table size="small" data-testid="pools-table" aria-label={translate(POOL_TEXTS.listHeading)}>
        <TableHead>
          <TableRow>
            {POOL_COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <TableCell
                  key={column.key}
                  align={NUMERIC.has(column.key) ? "right" : "left"}
                  sortDirection={active ? sort.direction : false}
                >
                  <Box sx={{ display: "inline-flex", alignItems: "center" }}>
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : column.key === "name" ? "asc" : "desc"}
                      onClick={() => onSort(column.key)}
                      data-testid={`pools-header-${column.key}`}
                    >
                      {translate(column.label)}
                    </TableSortLabel>
                    {column.key === "apr" && <AprInfo />}
                  </Box>
                </TableCell>
              );
            })}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t("Actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, shown).map((row) => (
            <PoolTableRow key={row.id} row={row} onOpen={onOpen} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** Placeholder rows while the summary loads. */
export function PoolsTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Table size="small" aria-busy data-testid="pools-loading" aria-label={t("Loading pools")}>
      <TableBody>
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <TableRow key={i}>
            {POOL_COLUMNS.map((column) => (
              <TableCell key={column.key}>
                <Skeleton />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
