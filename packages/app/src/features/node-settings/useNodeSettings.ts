import { chainEndpoints, type EndpointVerdict, isChoosable } from "@ux/core/config";
import { useContext, useMemo } from "react";
import { NodeChoiceContext, useNetworkConfig } from "../../shared/config/networkConfigContext";
import { rememberNodeChoice } from "../../shared/config/nodeChoices";
import type { ProbeDeps } from "./probeEndpoint";
import { measurementKey, useEndpointMeasurements } from "./useEndpointMeasurements";

/** One node of a chain as the panel lists it. */
export interface NodeOption {
  url: string;
  isDefault: boolean;
  /** The node every read and push of this chain uses now. */
  inUse: boolean;
  /** Undefined while the first measurement runs. */
  verdict: EndpointVerdict | undefined;
  measuring: boolean;
  choosable: boolean;
}

export interface ChainNodes {
  chain: string;
  label: string;
  options: NodeOption[];
}

export interface NodeSettings {
  chains: ChainNodes[];
  measuring: boolean;
  measureAgain(): void;
  choose(chain: string, url: string): void;
}

const browserProbe: ProbeDeps = { fetch: (...args) => fetch(...args), now: () => performance.now() };

/**
 * The node settings panel's state: every chain of the served config with its nodes (the default first),
 * each measured on opening and on 'Measure again', and the choice, remembered and put in force at once. A
 * node may be chosen only once measured to serve the configured chain (core's isChoosable).
 */
export function useNodeSettings(probe: ProbeDeps = browserProbe): NodeSettings {
  const inForce = useNetworkConfig();
  const context = useContext(NodeChoiceContext);
  if (context === null) throw new Error("useNodeSettings is used outside NetworkConfigProvider");
  const { served, remember } = context;
  const endpoints = useMemo(
    () =>
      Object.values(served.chains).flatMap((chain) => chainEndpoints(chain).map((url) => ({ chain, url }))),
    [served],
  );
  const { verdicts, measuring, measureAgain } = useEndpointMeasurements(endpoints, probe);
  const chains = Object.entries(served.chains).map(([name, chain]): ChainNodes => {
    const defaultUrl = chain.api;
    return {
      chain: name,
      label: chain.label,
      options: chainEndpoints(chain).map((url) => {
        const verdict = verdicts.get(measurementKey({ chain, url }));
        const isDefault = url === defaultUrl;
        return {
          url,
          isDefault,
          inUse: inForce.chains[name]?.api === url,
          verdict,
          measuring: measuring && verdict === undefined,
          choosable: isChoosable(isDefault, verdict),
        };
      }),
    };
  });
  return {
    chains,
    measuring,
    measureAgain,
    choose: (chain, url) => {
      // The safety rule holds here too, not only in what the panel enables.
      const option = chains.find((c) => c.chain === chain)?.options.find((o) => o.url === url);
      if (option?.choosable) remember((stored) => rememberNodeChoice(stored, served, inForce, chain, url));
    },
  };
}
