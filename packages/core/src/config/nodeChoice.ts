import type { ChainConfig, NetworkConfig } from "./networkConfig";

/*
 * The user's choice of node per chain (issue #17 item 5): which of a chain's configured endpoints every read
 * and push uses, and the rules for measuring them and for which may be chosen.
 */

/** A chain's endpoints: the config's default `api` first, then its alternatives, each once. */
export function chainEndpoints(chain: Pick<ChainConfig, "api" | "apis">): string[] {
  return [...new Set([chain.api, ...(chain.apis ?? [])])];
}

/** `value[key]` when value is an object owning that key; anything else (edited storage) is undefined. */
const own = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * The endpoint a chain uses given what was remembered for it: accepted only when it is one of that chain's
 * endpoints in this config (a remembered URL is never trusted on its own: it could name a node of another
 * chain or one the operator removed); anything else is the default.
 */
export function chosenEndpoint(chain: Pick<ChainConfig, "api" | "apis">, remembered: unknown): string {
  return typeof remembered === "string" && chainEndpoints(chain).includes(remembered)
    ? remembered
    : chain.api;
}

/**
 * The config in force: each chain's `api` replaced by its chosen endpoint, from `choices` shaped
 * `{ [network]: { [chain]: url } }` (read from storage, so unknown). Returns `config` itself when nothing
 * changes, so a memoised config keeps its identity.
 */
export function withChosenEndpoints(config: NetworkConfig, choices: unknown): NetworkConfig {
  const remembered = own(choices, config.network);
  let changed = false;
  const chains = Object.fromEntries(
    Object.entries(config.chains).map(([name, chain]) => {
      const api = chosenEndpoint(chain, own(remembered, name));
      changed ||= api !== chain.api;
      return [name, api === chain.api ? chain : { ...chain, api }];
    }),
  );
  return changed ? { ...config, chains } : config;
}

/** The choices a config in force holds against the served one: each chain whose `api` is not its default. */
export function nodeChoicesOf(served: NetworkConfig, inForce: NetworkConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inForce.chains).flatMap(([name, chain]) =>
      served.chains[name] !== undefined && chain.api !== served.chains[name].api ? [[name, chain.api]] : [],
    ),
  );
}

/** How many requests a measurement makes to each endpoint; its figure is their median. */
export const LATENCY_PROBES = 3;

/** A probe that has not answered after this long counts as unreachable. */
export const PROBE_TIMEOUT_MS = 5_000;

/** One request to an endpoint: the chain id it reported and how long it took, or no usable answer. */
export type ProbeSample = { ok: true; chainId: string; ms: number } | { ok: false; reason: string };

/** What a measurement says of an endpoint. */
export type EndpointVerdict =
  | { kind: "ok"; ms: number }
  | { kind: "wrongChain"; chainId: string }
  | { kind: "unreachable"; reason: string };

/** The median of the samples in whole milliseconds (the upper middle of an even count); null for none. */
export function medianMs(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] as number);
}

/**
 * The chain id an endpoint of `chain` must report: nodeos' chain_id (hex, compared in lowercase) for
 * eosio chains, the decimal eth_chainId for ethereum chains (`ethChainId`, else `chain_id`).
 */
export function expectedChainId(chain: Pick<ChainConfig, "type" | "chain_id" | "ethChainId">): string {
  if (chain.type === "ethereum") return String(chain.ethChainId ?? chain.chain_id);
  return chain.chain_id.toLowerCase();
}

/**
 * The verdict of one measurement's samples: any sample reporting another chain makes the endpoint wrong
 * (whatever its speed: it must never be used); a failed sample makes it unreachable; else the median time.
 */
export function endpointVerdict(expected: string, samples: readonly ProbeSample[]): EndpointVerdict {
  const wrong = samples.find((s) => s.ok && s.chainId !== expected);
  if (wrong?.ok) return { kind: "wrongChain", chainId: wrong.chainId };
  const failed = samples.find((s) => !s.ok);
  if (failed !== undefined && !failed.ok) return { kind: "unreachable", reason: failed.reason };
  const ms = medianMs(samples.flatMap((s) => (s.ok ? [s.ms] : [])));
  return ms === null ? { kind: "unreachable", reason: "not measured" } : { kind: "ok", ms };
}

/**
 * Whether the user may switch to an endpoint: only once a measurement has shown it serves the configured
 * chain. The default stays choosable whatever its measurement, as the config's own choice.
 */
export function isChoosable(isDefault: boolean, verdict: EndpointVerdict | undefined): boolean {
  return isDefault || verdict?.kind === "ok";
}
