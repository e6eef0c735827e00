import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The query parameter that preselects a pool (spec 2 §2: position row actions, pool detail buttons). */
export const POOL_NAME_PARAM = "pool_name";

/**
 * The chosen pool lives in the route (?pool_name=), so links preselect it, the tabs carry it along and
 * Back restores it. Choosing a pool replaces the history entry rather than adding one per change.
 */
export function usePoolNameQuery(): [string, (poolName: string) => void] {
  const [params, setParams] = useSearchParams();
  const poolName = params.get(POOL_NAME_PARAM) ?? "";
  const setPoolName = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === "") updated.delete(POOL_NAME_PARAM);
          else updated.set(POOL_NAME_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [poolName, setPoolName];
}
