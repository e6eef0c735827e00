import { QueryClient } from "@tanstack/react-query";
import { DATA_REFRESH_MS } from "@ux/core/config";

/**
 * The app's one cache of server reads (outside the landing page, which keeps shared/data/polledResource for
 * its JavaScript budget). Every read refreshes every 30 s while shown (spec: data refresh every 30 s) and is
 * fresh for as long. A failed read is not retried: the screens show it at once and the next refresh tries
 * again, as they always did.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DATA_REFRESH_MS,
      refetchInterval: DATA_REFRESH_MS,
      retry: false,
    },
  },
});
