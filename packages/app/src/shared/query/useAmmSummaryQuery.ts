import { useCallback } from "react";
import { ammSummaryPoller } from "../api/ammSummaryPoller";
import type { AmmSummaryRead } from "../api/useAmmSummary";
import { useNetworkConfig } from "../config/networkConfigContext";
import { ammIndexerKeys } from "./ammIndexerKeys";
import { useAppQuery } from "./useAppQuery";

/**
 * The AMM indexer summary for pages outside the landing route. The shell's delay banner polls the same
 * summary through the landing page's poller (no TanStack Query in the landing chunk): fetching through that
 * poller keeps one request per refresh for both, starts from what it already holds, and shows the banner
 * the fresh answer.
 */
export function useAmmSummaryQuery(): AmmSummaryRead {
  const url = useNetworkConfig().services.ammIndexer;
  const poller = ammSummaryPoller(url);
  const query = useAppQuery({
    queryKey: ammIndexerKeys.summary(url),
    queryFn: () => poller.load(),
    initialData: () => poller.getSnapshot().data,
    initialDataUpdatedAt: () => poller.getSnapshot().updatedAt,
    // A new object per answer, as the poller gives: 'Last updated' is timed by it (pools/useArrivalTime).
    structuralSharing: false,
  });
  const neverAnswered = query.data === undefined;
  // One function for the observer's life, so memoized parts given it do not render again each time.
  const { refetch } = query;
  const refetchSummary = useCallback(() => refetch(), [refetch]);
  return {
    data: query.data,
    isPending: neverAnswered && !query.isError,
    isError: neverAnswered && query.isError,
    isFetching: query.isFetching,
    refetch: refetchSummary,
  };
}
