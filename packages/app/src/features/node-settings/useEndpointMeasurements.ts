import type { ChainConfig, EndpointVerdict } from "@ux/core/config";
import { useCallback, useEffect, useState } from "react";
import { type ProbeDeps, probeEndpoint } from "./probeEndpoint";

/** One node to measure: its chain's config and its URL. */
export interface MeasuredEndpoint {
  chain: Pick<ChainConfig, "type" | "chain_id" | "ethChainId">;
  url: string;
}

export interface EndpointMeasurements {
  /** The latest verdict per endpoint (`measurementKey`); absent until its first measurement ends. */
  verdicts: ReadonlyMap<string, EndpointVerdict>;
  /** Whether a measurement is running. */
  measuring: boolean;
  measureAgain(): void;
}

/** The key of an endpoint: a chain is named by its id, so two configs' chains never share a key. */
export const measurementKey = (endpoint: MeasuredEndpoint) =>
  `${endpoint.chain.type}:${endpoint.chain.chain_id} ${endpoint.url}`;

/**
 * Measures every endpoint at once when first used and on `measureAgain`; each verdict shows as it comes,
 * the previous round's forgotten.
 * A small hook rather than the query cache: the panel is the only reader, and what it measured is stale by
 * the next opening anyway. Leaving (or measuring again) abandons the measurement under way.
 */
export function useEndpointMeasurements(
  /** Kept the same array while the endpoints are (memoised): a new one starts a new round. */
  endpoints: readonly MeasuredEndpoint[],
  probe: ProbeDeps,
): EndpointMeasurements {
  const [verdicts, setVerdicts] = useState<ReadonlyMap<string, EndpointVerdict>>(new Map());
  const [round, setRound] = useState(0);
  const [measuring, setMeasuring] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` is what 'Measure again' asks for.
  useEffect(() => {
    const controller = new AbortController();
    // Every node is checked afresh: until then none but the default may be chosen.
    setVerdicts(new Map());
    setMeasuring(true);
    const runs = endpoints.map(async (endpoint) => {
      const verdict = await probeEndpoint(endpoint.chain, endpoint.url, probe, controller.signal);
      setVerdicts((now) => new Map(now).set(measurementKey(endpoint), verdict));
    });
    void Promise.allSettled(runs).then(() => {
      if (!controller.signal.aborted) setMeasuring(false);
    });
    return () => controller.abort();
  }, [endpoints, round, probe]);

  const measureAgain = useCallback(() => setRound((n) => n + 1), []);
  return { verdicts, measuring, measureAgain };
}
