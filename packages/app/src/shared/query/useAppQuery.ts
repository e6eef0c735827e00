import {
  type DefaultError,
  notifyManager,
  type QueryKey,
  QueryObserver,
  type UseQueryOptions,
  type UseQueryResult,
  useQueryClient,
} from "@tanstack/react-query";
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";

/*
 * TanStack Query's useQuery, except that an answer re-renders the screen as a transition.
 *
 * useQuery learns of answers through useSyncExternalStore, and React renders a store's change synchronously,
 * in one task, however much of the screen it touches: on a phone the swap form's render when the pools arrive
 * was one 250 ms task. An answer is never urgent, so here it is a transition: React renders it in slices of a
 * few milliseconds between which the browser handles input and paints, and input that arrives meanwhile is
 * rendered first.
 *
 * The rest is useQuery's contract: the same observer, options and cache, the optimistic result of the
 * current options on every render (a new key shows its cached data at once), fetch on mount and refetch
 * timers while subscribed, and re-renders only for the fields the screen reads. Suspense and error
 * boundaries (throwOnError) are not used by this app and not supported.
 */
export function useAppQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As useQuery: the result reports 'fetching' at once for a query that will fetch on mount.
  defaulted._optimisticResults = "optimistic";
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const [, setAnswers] = useState(0);
  const result = observer.getOptimisticResult(defaulted);
  // The result on screen, recorded at commit (not during a render React may throw away).
  const rendered = useRef(result);
  useLayoutEffect(() => {
    rendered.current = result;
  });

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [observer, defaulted]);

  useEffect(() => {
    const rerender = () => startTransition(() => setAnswers((count) => count + 1));
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(rerender));
    // An answer that came between this render and the subscription is not missed.
    observer.updateResult();
    if (observer.getCurrentResult() !== rendered.current) rerender();
    return unsubscribe;
  }, [observer]);

  return observer.trackResult(result);
}
