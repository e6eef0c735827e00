import { useCallback } from "react";
import { useParams } from "react-router";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { useAmmSummaryQuery } from "../../shared/query/useAmmSummaryQuery";
import { PageSection } from "../../shared/ui/PageSection";
import { chartUrl, fetchChartSeries } from "./chartSeries";
import { PoolDetailBody } from "./PoolDetailBody";
import { asPoolType } from "./poolTabs";
import type { LoadChartSeries } from "./useChartSeries";

/** Pool detail at /pools/{type}/{name} (spec 2 §2 'Pool detail page'). */
export function PoolDetailPage() {
  const params = useParams();
  const summary = useAmmSummaryQuery();
  const chartIndex = useNetworkConfig().services.chartIndex;
  const loadSeries = useCallback<LoadChartSeries>(
    (poolId, kind, duration, signal) =>
      fetchChartSeries(chartUrl(chartIndex, kind, poolId, duration), fetch, signal),
    [chartIndex],
  );
  return (
    <PageSection>
      <PoolDetailBody
        name={params.name ?? ""}
        routeType={asPoolType(params.type)}
        pools={summary.data?.pools}
        failed={summary.isError}
        onRetry={() => void summary.refetch()}
        loadSeries={loadSeries}
      />
    </PageSection>
  );
}
