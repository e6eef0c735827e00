import { type NetworkConfig, nodeChoicesOf, withChosenEndpoints } from "@ux/core/config";

/*
 * The node choices remembered in local storage (as text; configInForce reads and writes it), per network
 * and chain. Loaded only when a choice is stored or the node settings panel opens; the rule of what may be
 * chosen is core's (withChosenEndpoints).
 */

export type NodeChoices = Record<string, Record<string, string>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored choices, read strictly: only string values under network and chain keys are kept; anything
 * else (edited, another format, not JSON) is dropped. Whether a URL may be used is decided against the
 * config (withChosenEndpoints), never here.
 */
export function readNodeChoices(text: string | null): NodeChoices {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? "");
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  // Object.entries/fromEntries: own keys only, and a key such as __proto__ stays a plain key.
  const urls = (chains: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(chains).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([network, chains]) =>
      isRecord(chains) ? [[network, urls(chains)]] : [],
    ),
  );
}

/** The served config with the stored choices of its network in force. */
export function withNodeChoices(served: NetworkConfig, stored: string | null): NetworkConfig {
  return withChosenEndpoints(served, readNodeChoices(stored));
}

/**
 * Chooses `url` for `chain`: the config to put in force and the text to remember. Choosing the default
 * forgets the choice, so the chain follows the config's default from then on, even if the operator changes
 * it. A URL the served config does not list for the chain changes nothing. Other networks' choices are kept
 * from `stored`.
 */
export function rememberNodeChoice(
  stored: string | null,
  served: NetworkConfig,
  inForce: NetworkConfig,
  chain: string,
  url: string,
): { config: NetworkConfig; stored: string } {
  const config = withChosenEndpoints(served, {
    [served.network]: { ...nodeChoicesOf(served, inForce), [chain]: url },
  });
  const all = { ...readNodeChoices(stored), [served.network]: nodeChoicesOf(served, config) };
  return { config, stored: JSON.stringify(all) };
}
