import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { appQueryClient } from "../../../src/shared/query/appQueryClient";

/** A fresh cache with the app's query options, so no test sees another's reads. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
}

/** `ui` under a query provider, as the app's page loaders render pages (app/query/withQueryClient). */
export function withQueryClient(ui: ReactNode, client: QueryClient = testQueryClient()): ReactNode {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
