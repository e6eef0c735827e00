import { useSyncExternalStore } from "react";
import { useNetworkConfig } from "../config/networkConfigContext";
import { createPolledResource, type PolledResource } from "../data/polledResource";
import { type AmmSummary, fetchAmmSummary } from "./ammIndexer";
import { DATA_REFRESH_MS } from "./refresh";

const resources = new Map<string, PolledResource<AmmSummary>>();

function summaryResource(url: string): PolledResource<AmmSummary> {
  let resource = resources.get(url);
  if (resource === undefined) {
    resource = createPolledResource((signal) => fetchAmmSummary(url, fetch, signal), DATA_REFRESH_MS);
    resources.set(url, resource);
  }
  return resource;
}

/**
 * The AMM indexer summary, shared by every consumer and refreshed every 30 s. A failure is silent by spec:
 * callers show a dash or nothing, never a toast.
 */
export function useAmmSummary() {
  const resource = summaryResource(useNetworkConfig().services.ammIndexer);
  const state = useSyncExternalStore(resource.subscribe, resource.getSnapshot);
  return {
    data: state.data,
    isPending: state.status === "pending",
    isError: state.status === "error",
    isFetching: state.fetching,
    refetch: resource.refresh,
  };
}
