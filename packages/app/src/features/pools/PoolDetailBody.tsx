import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Navigate } from "react-router";
import { poolNotFoundText } from "../../shared/amm/poolNotFound";
import type { PoolSummary } from "../../shared/api/ammIndexer";
import { t } from "../../shared/i18n/translate";
import { PageHeading } from "../../shared/ui/PageHeading";
import { BackToPools, PoolDetailView } from "./PoolDetailView";
import { PoolsLoadError } from "./PoolsLoadError";
import { type PoolType, poolDetailPath, poolTypeOf } from "./poolTabs";
import type { LoadChartSeries } from "./useChartSeries";

export interface PoolDetailBodyProps {
  /** The pool name from the route. */
  name: string;
  /** The route's type: where the back link goes when the pool is unknown. */
  routeType: PoolType;
  /** The summary's pools; undefined until it arrives. */
  pools: readonly PoolSummary[] | undefined;
  failed: boolean;
  onRetry: () => void;
  loadSeries: LoadChartSeries;
}

/**
 * The detail page's states: loading, load error, unknown pool (with a way back), a pool under the wrong
 * type's route (redirected to its own), or the pool.
 */
export function PoolDetailBody({ name, routeType, pools, failed, onRetry, loadSeries }: PoolDetailBodyProps) {
  if (pools === undefined && failed) {
    return (
      <>
        <BackToPools type={routeType} />
        <PoolsLoadError testId="pool-detail-error" onRetry={onRetry} />
      </>
    );
  }
  if (pools === undefined) {
    return (
      <Box
        aria-busy
        aria-label={t("Loading pool")}
        data-testid="pool-detail-loading"
        sx={{ display: "grid", gap: 2 }}
      >
        <Skeleton width="30%" height={48} />
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  const pool = pools.find((candidate) => candidate.pool_name === name);
  if (pool === undefined) {
    return (
      <Box data-testid="pool-not-found" sx={{ display: "grid", gap: 2 }}>
        <PageHeading>{t("Pool not found")}</PageHeading>
        <Typography>{poolNotFoundText(name)}</Typography>
        <BackToPools type={routeType} />
      </Box>
    );
  }
  const type = poolTypeOf(pool.is_ufx_pool);
  // A pool reached under the other type's route (/pools/ufx/<standard pool>) moves to its own.
  if (type !== routeType) return <Navigate to={poolDetailPath(type, name)} replace />;
  return <PoolDetailView pool={pool} type={type} loadSeries={loadSeries} />;
}
