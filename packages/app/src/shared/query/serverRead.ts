import type { UseQueryResult } from "@tanstack/react-query";

/**
 * A server read as the screens use it. A failed refresh keeps what is shown: only a read that never answered
 * is an error (TanStack Query reports an error status after any failure).
 */
export interface ServerRead<T> {
  data: T | undefined;
  status: "pending" | "success" | "error";
  /** A request is in flight (first load or refresh). */
  fetching: boolean;
  /** When the last successful answer arrived (ms since epoch). */
  updatedAt: number | undefined;
}

export function serverReadOf<T>(query: UseQueryResult<T>): ServerRead<T> {
  return {
    data: query.data,
    status: query.data !== undefined ? "success" : query.isError ? "error" : "pending",
    fetching: query.isFetching,
    updatedAt: query.dataUpdatedAt === 0 ? undefined : query.dataUpdatedAt,
  };
}
