import type { NetworkConfig } from "@ux/core/config";
import type { TokenBalance } from "../../shared/chain/tokenBalances";
import { debugLog } from "../../shared/logging/loggingStore";
import { chainKeys } from "../../shared/query/chainKeys";
import { useAppQuery } from "../../shared/query/useAppQuery";
import { type ChainAccount, refreshWalletBalances } from "./walletBalances";

export interface WalletBalances {
  /** Per chain; undefined until the first answer for these accounts. */
  data: Record<string, TokenBalance[]> | undefined;
  /** A request is in flight (first load or refresh). */
  loading: boolean;
}

/** The logged-in accounts' balances, refreshed every 30 s; every viewer of the same accounts shares them. */
export function useWalletBalances(config: NetworkConfig, accounts: readonly ChainAccount[]): WalletBalances {
  const ids = accounts.map((a) => `${a.chain}:${a.account}@${config.chains[a.chain]?.api ?? ""}`);
  const query = useAppQuery({
    queryKey: chainKeys.walletBalances(ids),
    // Lookups turn failures into 0 and a log line, so the read itself does not fail.
    queryFn: ({ signal }) => refreshWalletBalances(config, accounts, debugLog, undefined, signal),
  });
  return { data: query.data, loading: query.isFetching };
}
