/** Spec: the unified data is refreshed every 30 seconds. */
export const DATA_REFRESH_MS = 30_000;
