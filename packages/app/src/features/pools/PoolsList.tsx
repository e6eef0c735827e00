import Typography from "@mui/material/Typography";
import { memo, useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { PoolCards } from "./PoolCards";
import { PoolCardsSkeleton } from "./PoolCardsSkeleton";
import { PoolsLoadError } from "./PoolsLoadError";
import { PoolsTable, PoolsTableSkeleton } from "./PoolsTable";
import type { PoolListRow } from "./poolRows";
import { DEFAULT_POOL_SORT, nextPoolSort, type PoolSort, sortPoolRows } from "./poolSort";
import { poolDetailPath } from "./poolTabs";
import { emptyPoolsText } from "./poolTexts";

export interface PoolsListProps {
  /** Undefined while the summary has not arrived. */
  rows: readonly PoolListRow[] | undefined;
  /** The summary failed and there is nothing to show. */
  failed: boolean;
  onRetry: () => void;
  tabLabel: string;
  mobile: boolean;
}

/**
 * One tab's pools: skeleton, error, empty, or the sorted table (cards on mobile). Memoized: the page renders
 * again for what the list does not show (a refetch starting, 'Last updated').
 */
export const PoolsList = memo(function PoolsList({
  rows,
  failed,
  onRetry,
  tabLabel,
  mobile,
}: PoolsListProps) {
  const [sort, setSort] = useState<PoolSort>(DEFAULT_POOL_SORT);
  const sorted = useMemo(() => (rows === undefined ? [] : sortPoolRows(rows, sort)), [rows, sort]);
  const navigate = useNavigate();
  // Stable, so the memoized rows and cards do not render again with every list render.
  const open = useCallback((row: PoolListRow) => navigate(poolDetailPath(row.type, row.name)), [navigate]);

  if (rows === undefined && failed) {
    return <PoolsLoadError testId="pools-error" onRetry={onRetry} />;
  }
  // Each layout's own placeholder, so the loaded list replaces it without moving what follows.
  if (rows === undefined) return mobile ? <PoolCardsSkeleton /> : <PoolsTableSkeleton />;
  if (rows.length === 0) {
    return (
      <Typography color="textSecondary" data-testid="pools-empty">
        {emptyPoolsText(tabLabel)}
      </Typography>
    );
  }
  return mobile ? (
    <PoolCards rows={sorted} sort={sort} onSortChange={setSort} onOpen={open} />
  ) : (
    <PoolsTable rows={sorted} sort={sort} onSort={(key) => setSort(nextPoolSort(sort, key))} onOpen={open} />
  );
});
