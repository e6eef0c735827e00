import { createChainClient } from "@ux/core/chainClient";
import { useMemo } from "react";
import { useStore } from "zustand";
import { useNetworkConfig } from "../config/networkConfigContext";
import { debugLog } from "../logging/loggingStore";
import { appQueryClient } from "../query/appQueryClient";
import { chainKeys } from "../query/chainKeys";
import { type ServerRead, serverReadOf } from "../query/serverRead";
import { useAppQuery } from "../query/useAppQuery";
import { NATIVE_CHAIN, sessionStore } from "../wallet/walletState";
import { type AmmPoolEntry, fetchAmmPools } from "./ammPools";
import { type AmmToken, ammTokensOf } from "./ammTokens";
import { type AmmWalletBalances, fetchAmmWalletBalances } from "./ammWalletBalances";

/*
 * What every trading screen reads: the AMM's pools (from the contract), its tokens, and the logged-in UX
 * account's wallet balances of those tokens. Two queries (chainKeys.ammMarket) that every screen shares,
 * refreshed every 30 s and after a transaction (invalidateAfterTransaction), so screens never fetch on
 * their own.
 */

/** Refetches pools and balances now (the Liquidity Positions 'Refresh'). */
export function refreshAmmMarket(client = appQueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: chainKeys.ammMarket });
}

export interface AmmMarket {
  /** The AMM contract account (config.chains.ux.amm). */
  ammContract: string | undefined;
  /** The logged-in UX account, or null without a wallet. */
  account: string | null;
  /** Pending without an AMM on this network. */
  pools: ServerRead<AmmPoolEntry[]>;
  tokens: AmmToken[];
  /** Undefined until loaded or without a wallet. */
  balances: AmmWalletBalances | undefined;
  balancesLoading: boolean;
}

export function useAmmMarket(): AmmMarket {
  const ux = useNetworkConfig().chains[NATIVE_CHAIN];
  const api = ux?.api ?? "";
  const ammContract = ux?.amm;
  const account = useStore(sessionStore, (state) => state.sessions[NATIVE_CHAIN]?.actor ?? null);
  const pools = useAppQuery({
    queryKey: chainKeys.ammPools(api, ammContract ?? ""),
    queryFn: ({ signal }) => fetchAmmPools(createChainClient(api, { fetch }), ammContract ?? "", signal),
    enabled: ux !== undefined && ammContract !== undefined,
  });
  const tokens = useMemo(() => ammTokensOf(pools.data ?? []), [pools.data]);
  const tokenIds = useMemo(() => tokens.map((t) => `${t.symbol}@${t.contract}`), [tokens]);
  const balances = useAppQuery({
    queryKey: chainKeys.ammTokenBalances(api, account ?? "", tokenIds),
    queryFn: ({ signal }) =>
      fetchAmmWalletBalances(createChainClient(api, { fetch }), account ?? "", tokens, debugLog, signal),
    enabled: ux !== undefined && account !== null && tokens.length > 0,
  });
  return {
    ammContract,
    account,
    pools: serverReadOf(pools),
    tokens,
    balances: balances.data,
    balancesLoading: account !== null && balances.isPending,
  };
}
