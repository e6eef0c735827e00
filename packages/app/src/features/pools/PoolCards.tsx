import EmojiEvents from "@mui/icons-material/EmojiEvents";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { PoolViewButton } from "./PoolViewButton";
import { percentFigure, usdFigure } from "./poolFormat";
import type { PoolListRow } from "./poolRows";
import { POOL_COLUMNS, type PoolColumnKey, type PoolSort, type SortDirection } from "./poolSort";
import { positionLpText } from "./positionFigures";
import { TokenStack } from "./TokenStack";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The mobile order picker: the table's headers are not there to click. */
function SortPicker({ sort, onChange }: { sort: PoolSort; onChange: (sort: PoolSort) => void }) {
  const value = `${sort.key}:${sort.direction}`;
  return (
    <TextField
      select
      size="small"
      label={t("Sort by")}
      value={value}
      onChange={(event) => {
        const [key, direction] = event.target.value.split(":") as [PoolColumnKey, SortDirection];
        onChange({ key, direction });
      }}
      slotProps={{ select: { native: true } }}
      data-testid="pools-sort"
    >
      {POOL_COLUMNS.flatMap((column) => [
        <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
          {t("{column} (ascending)", { column: translate(column.label) })}
        </option>,
        <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
          {t("{column} (descending)", { column: translate(column.label) })}
        </option>,
      ])}
    </TextField>
  );
}

interface PoolCardsProps {
  rows: readonly PoolListRow[];
  sort: PoolSort;
  onSortChange: (sort: PoolSort) => void;
  onOpen: (row: PoolListRow) => void;
}

/** The list's card variant (mobile): figures, the reward icon with the APR, and the position in LP. */
export function PoolCards({ rows, sort, onSortChange, onOpen }: PoolCardsProps) {
  return (
    <Box sx={{ display: "grid", gap: 1.5 }} data-testid="pools-cards">
      <SortPicker sort={sort} onChange={onSortChange} />
      {rows.map((row) => {
        const position = positionLpText(row);
        return (
          <Paper
            key={row.id}
            variant="outlined"
            onClick={() => onOpen(row)}
            sx={{ p: 2, cursor: "pointer", display: "grid", gap: 1.5 }}
            data-testid={`pools-card-${row.name}`}
          >
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {row.name}
              </Typography>
              <TokenStack tokens={row.tokens} />
            </Box>
            <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
              <Figure label={t("Liquidity (USD)")}>{usdFigure(row.liquidityUsd)}</Figure>
              <Figure label={t("Volume (24H)")}>{usdFigure(row.volumeUsd)}</Figure>
              <Figure label={t("Estimated APR")}>
                <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                  <EmojiEvents fontSize="inherit" color="warning" titleAccess={t("Rewards")} />
                  {percentFigure(row.aprPercent)}
                </Box>
              </Figure>
              <Figure label={t("My Position")}>
                <span data-testid={`pools-position-${row.name}`}>
                  {position ?? <Skeleton width={64} aria-label={t("Loading position")} />}
                </span>
              </Figure>
            </Box>
            <PoolViewButton row={row} />
          </Paper>
        );
      })}
    </Box>
  );
}
