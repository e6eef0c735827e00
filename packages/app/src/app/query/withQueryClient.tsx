import type { ComponentType } from "react";

/**
 * A page loader whose page reads server state through TanStack Query: loads the page and the query provider
 * together and renders the page inside it. The provider wraps pages rather than the whole app because the
 * query library would put the landing route over its 150 kB JavaScript budget (155.0 kB measured); every
 * page shares the one client, so the cache outlives navigation.
 */
export function withQueryClient(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [Page, { AppQueryProvider }] = await Promise.all([load(), import("./AppQueryProvider")]);
    return function PageWithQueryClient() {
      return (
        <AppQueryProvider>
          <Page />
        </AppQueryProvider>
      );
    };
  };
}
