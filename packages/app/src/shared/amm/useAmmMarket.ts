import { createChainClient } from "@ux/core/chainClient";
import { useMemo, useSyncExternalStore } from "react";
import { useStore } from "zustand";
import { DATA_REFRESH_MS } from "../api/refresh";
import { useNetworkConfig } from "../config/networkConfigContext";
import { createPolledResource, type PolledResource, type PolledState } from "../data/polledResource";
import { debugLog } from "../logging/loggingStore";
import { NATIVE_CHAIN, sessionStore } from "../wallet/walletState";
import { type AmmPoolEntry, fetchAmmPools } from "./ammPools";
import { type AmmToken, ammTokensOf } from "./ammTokens";
import { type AmmWalletBalances, fetchAmmWalletBalances } from "./ammWalletBalances";

/*
 * What every trading screen reads: the AMM's pools (from the contract), its tokens, and the logged-in UX
 * account's wallet balances of those tokens. One shared resource per node URL and account, refreshed every
 * 30 s and on demand (refreshAmmMarket after an order settles), so screens never fetch on their own.
 */

const poolResources = new Map<string, PolledResource<AmmPoolEntry[]>>();
const balanceResources = new Map<string, PolledResource<AmmWalletBalances>>();

function poolsResource(api: string, amm: string): PolledResource<AmmPoolEntry[]> {
  const key = `${api}|${amm}`;
  let resource = poolResources.get(key);
  if (resource === undefined) {
    const node = createChainClient(api, { fetch });
    resource = createPolledResource((signal) => fetchAmmPools(node, amm, signal), DATA_REFRESH_MS);
    poolResources.set(key, resource);
  }
  return resource;
}

function balancesResource(api: string, account: string, tokens: readonly AmmToken[]) {
  const key = `${api}|${account}|${tokens.map((t) => `${t.symbol}@${t.contract}`).join(",")}`;
  let resource = balanceResources.get(key);
  if (resource === undefined) {
    const node = createChainClient(api, { fetch });
    resource = createPolledResource(
      (signal) => fetchAmmWalletBalances(node, account, tokens, debugLog, signal),
      DATA_REFRESH_MS,
    );
    balanceResources.set(key, resource);
  }
  return resource;
}

const IDLE: PolledState<never> = {
  status: "pending",
  data: undefined,
  error: undefined,
  fetching: false,
  updatedAt: undefined,
};
const idleResource: PolledResource<never> = {
  getSnapshot: () => IDLE,
  subscribe: () => () => undefined,
  refresh: async () => IDLE,
};

/** Refetches pools and every balance now (after an order settles or a withdrawal). */
export async function refreshAmmMarket(): Promise<void> {
  await Promise.all([...poolResources.values(), ...balanceResources.values()].map((r) => r.refresh()));
}

export interface AmmMarket {
  /** The AMM contract account (config.chains.ux.amm). */
  ammContract: string | undefined;
  /** The logged-in UX account, or null without a wallet. */
  account: string | null;
  pools: PolledState<AmmPoolEntry[]>;
  tokens: AmmToken[];
  /** Undefined until loaded or without a wallet. */
  balances: AmmWalletBalances | undefined;
  balancesLoading: boolean;
}

export function useAmmMarket(): AmmMarket {
  const config = useNetworkConfig();
  const ux = config.chains[NATIVE_CHAIN];
  const ammContract = ux?.amm;
  const account = useStore(sessionStore, (state) => state.sessions[NATIVE_CHAIN]?.actor ?? null);
  const pools = ux && ammContract ? poolsResource(ux.api, ammContract) : idleResource;
  const poolsState = useSyncExternalStore(pools.subscribe, pools.getSnapshot);
  const tokens = useMemo(() => ammTokensOf(poolsState.data ?? []), [poolsState.data]);
  const balances =
    ux && account !== null && tokens.length > 0 ? balancesResource(ux.api, account, tokens) : idleResource;
  const balancesState = useSyncExternalStore(balances.subscribe, balances.getSnapshot);
  return {
    ammContract,
    account,
    pools: poolsState,
    tokens,
    balances: balancesState.data,
    balancesLoading: account !== null && balancesState.status === "pending",
  };
}
