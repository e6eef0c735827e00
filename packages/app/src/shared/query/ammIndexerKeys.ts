/** Query keys of the AMM indexer's reads. */
export const ammIndexerKeys = {
  all: ["ammIndexer"] as const,
  summary: (url: string) => [...ammIndexerKeys.all, "summary", url] as const,
};
