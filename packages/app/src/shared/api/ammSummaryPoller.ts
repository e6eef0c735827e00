import { createPolledResource, type PolledResource } from "../data/polledResource";
import { type AmmSummary, fetchAmmSummary } from "./ammIndexer";
import { DATA_REFRESH_MS } from "./refresh";

let current: { url: string; poller: PolledResource<AmmSummary> } | undefined;

/** The AMM indexer summary's poller, one for the network's indexer (the config's URL never changes). */
export function ammSummaryPoller(url: string): PolledResource<AmmSummary> {
  if (current?.url !== url) {
    const poller = createPolledResource((signal) => fetchAmmSummary(url, fetch, signal), DATA_REFRESH_MS);
    current = { url, poller };
  }
  return current.poller;
}
