import { useSyncExternalStore } from "react";
import { useNetworkConfig } from "../config/networkConfigContext";
import type { AmmSummary } from "./ammIndexer";
import { ammSummaryPoller } from "./ammSummaryPoller";

/** The AMM indexer summary as its readers see it. A failure is silent by spec: a dash or nothing, never a toast. */
export interface AmmSummaryRead {
  data: AmmSummary | undefined;
  isPending: boolean;
  /** Only while nothing ever arrived: a failed refresh keeps the last summary. */
  isError: boolean;
  isFetching: boolean;
  /** Fetches now, resolving with what is then shown. */
  refetch(): Promise<{ data: AmmSummary | undefined }>;
}

/**
 * The summary for the landing page and the shell (indexer delay banner, debug log), refreshed every 30 s
 * through the landing page's small poller: TanStack Query would put the landing route over its 150 kB
 * budget (155.0 kB measured, against 145.6 kB). Pages elsewhere read it with useAmmSummaryQuery.
 */
export function useAmmSummary(): AmmSummaryRead {
  const poller = ammSummaryPoller(useNetworkConfig().services.ammIndexer);
  const state = useSyncExternalStore(poller.subscribe, poller.getSnapshot);
  return {
    data: state.data,
    isPending: state.status === "pending",
    isError: state.status === "error",
    isFetching: state.fetching,
    refetch: poller.refresh,
  };
}
