import { useQuery } from "@tanstack/react-query";
import type { NetworkConfig } from "@ux/core/config";
import { debugLog } from "../../../shared/logging/loggingStore";
import { chainKeys } from "../../../shared/query/chainKeys";
import { type AmmBalanceRow, fetchAmmBalances } from "./ammBalances";

export interface AmmBalances {
  /** Undefined until loaded, and without an account. */
  data: AmmBalanceRow[] | undefined;
  /** A request is in flight (first load or refresh). */
  loading: boolean;
}

/** One account's AMM balances, refreshed every 30 s while shown. */
export function useAmmBalances(config: NetworkConfig, account: string | null): AmmBalances {
  const ux = config.chains.ux;
  const query = useQuery({
    queryKey: chainKeys.ammBalances(ux?.explorer ?? ux?.api ?? "", account ?? ""),
    queryFn: ({ signal }) => fetchAmmBalances(config, account ?? "", debugLog, undefined, signal),
    enabled: account !== null,
  });
  return { data: query.data, loading: query.isFetching };
}
