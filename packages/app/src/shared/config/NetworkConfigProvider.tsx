import type { NetworkConfig } from "@ux/core/config";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ConfigErrorPage } from "./ConfigErrorPage";
import { ConfigSplash } from "./ConfigSplash";
import { loadNetworkConfig } from "./loadNetworkConfig";
import { NetworkConfigContext } from "./networkConfigContext";

type LoadState =
  | { status: "loading" }
  | { status: "ready"; config: NetworkConfig }
  | { status: "failed"; error: string };

/** Loads /config.json at start; shows a splash meanwhile and a readable error with Retry if it fails. */
export function NetworkConfigProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  // Only the latest attempt may settle the state (a slow first try must not overwrite a retry).
  const latestAttempt = useRef(0);

  const load = useCallback(() => {
    const attempt = ++latestAttempt.current;
    setState({ status: "loading" });
    loadNetworkConfig().then(
      (config) => {
        if (attempt === latestAttempt.current) setState({ status: "ready", config });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (attempt === latestAttempt.current) setState({ status: "failed", error: message });
      },
    );
  }, []);

  useEffect(() => load(), [load]);

  if (state.status === "loading") return <ConfigSplash />;
  if (state.status === "failed") return <ConfigErrorPage message={state.error} onRetry={load} />;
  return <NetworkConfigContext.Provider value={state.config}>{children}</NetworkConfigContext.Provider>;
}
