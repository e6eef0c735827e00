import type { NetworkConfig } from "@ux/core/config";
import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { ConfigErrorPage } from "./ConfigErrorPage";
import { ConfigSplash } from "./ConfigSplash";
import { configInForce, storedNodeChoices, storeNodeChoices } from "./configInForce";
import { loadNetworkConfig } from "./loadNetworkConfig";
import { NetworkConfigContext, type NodeChoiceChange, NodeChoiceContext } from "./networkConfigContext";

type LoadState =
  | { status: "loading" }
  | { status: "ready"; served: NetworkConfig; config: NetworkConfig }
  | { status: "failed"; error: string };

/**
 * Loads /config.json at start; shows a splash meanwhile and a readable error with Retry if it fails. What it
 * provides is the config in force: each chain's `api` is the node the user chose (the node settings panel),
 * the one place every read and push takes its node from, so a new choice reaches all of them at once (query
 * keys name the api, so their caches switch too).
 */
export function NetworkConfigProvider({
  children,
  onConfig,
}: {
  children: ReactNode;
  /**
   * Told the config in force just before the app renders with it (at start and at each node choice), for
   * stores that lazily loaded pages read: their subscriptions start after the first paint.
   */
  onConfig?: (config: NetworkConfig) => void;
}) {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const tell = useRef(onConfig);
  tell.current = onConfig;
  // Only the latest attempt may settle the state (a slow first try must not overwrite a retry).
  const latestAttempt = useRef(0);

  const load = useCallback(() => {
    const attempt = ++latestAttempt.current;
    setState({ status: "loading" });
    loadNetworkConfig()
      .then(async (served) => ({ served, config: await configInForce(served) }))
      .then(
        ({ served, config }) => {
          // A transition: the whole app's first render yields to the browser every few milliseconds instead
          // of running as one long task (an ordinary update renders to the end in one go).
          if (attempt !== latestAttempt.current) return;
          tell.current?.(config);
          startTransition(() => setState({ status: "ready", served, config }));
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (attempt === latestAttempt.current) setState({ status: "failed", error: message });
        },
      );
  }, []);

  // The node settings panel's choice, computed by the panel from what is stored: remembered, then in force.
  const remember = useCallback((change: NodeChoiceChange) => {
    const next = change(storedNodeChoices());
    storeNodeChoices(next.stored);
    tell.current?.(next.config);
    setState((now) => (now.status === "ready" ? { ...now, config: next.config } : now));
  }, []);

  useEffect(() => load(), [load]);

  if (state.status === "loading") return <ConfigSplash />;
  if (state.status === "failed") return <ConfigErrorPage message={state.error} onRetry={load} />;
  return (
    <NodeChoiceContext.Provider value={{ served: state.served, remember }}>
      <NetworkConfigContext.Provider value={state.config}>{children}</NetworkConfigContext.Provider>
    </NodeChoiceContext.Provider>
  );
}
