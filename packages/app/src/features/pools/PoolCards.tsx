import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useFirstScreenful } from "../../shared/hooks/useFirstScreenful";
import { t, translate } from "../../shared/i18n/translate";
import { PoolCard } from "./PoolCard";
import type { PoolListRow } from "./poolRows";
import { POOL_COLUMNS, type PoolColumnKey, type PoolSort, type SortDirection } from "./poolSort";

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

/** Cards that fill a tall phone's first screen (a card is about 200 px high); the rest follow in a transition. */
export const FIRST_SCREEN_CARDS = 5;

/** The list's card variant (mobile), with its order picker. */
export function PoolCards({ rows, sort, onSortChange, onOpen }: PoolCardsProps) {
  const shown = useFirstScreenful(rows.length, FIRST_SCREEN_CARDS);
  return (
    <Box sx={LIST_SX} data-testid="pools-cards">
      <SortPicker sort={sort} onChange={onSortChange} />
      {rows.slice(0, shown).map((row) => (
        <PoolCard key={row.id} row={row} onOpen={onOpen} />
      ))}
    </Box>
  );
}

const LIST_SX = { display: "grid", gap: 1.5 } as const;
