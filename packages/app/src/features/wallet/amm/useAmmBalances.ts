import type { NetworkConfig } from "@ux/core/config";
import { useRef } from "react";
import { debugLog } from "../../../shared/logging/loggingStore";
import { chainKeys } from "../../../shared/query/chainKeys";
import { useAppQuery } from "../../../shared/query/useAppQuery";
import { type AmmBalanceRow, fetchAmmBalances } from "./ammBalances";

export interface AmmBalances {
  /** Undefined until loaded, and without an account. */
  data: AmmBalanceRow[] | undefined;
  /** A request is in flight (first load or refresh). */
  loading: boolean;
  /**
   * The account's transaction went into `blockNum`: reads from now on wait (briefly) for the explorer to
   * reach that block, so the refresh after it shows its effect rather than the explorer's older state.
   */
  showFromBlock(blockNum: number): void;
}

/** One account's AMM balances, refreshed every 30 s while shown. */
export function useAmmBalances(config: NetworkConfig, account: string | null): AmmBalances {
  const ux = config.chains.ux;
  // A ref, not state: the refetch right after a transaction must see it before any re-render.
  const floor = useRef<{ account: string; blockNum: number } | null>(null);
  const query = useAppQuery({
    queryKey: chainKeys.ammBalances(ux?.explorer ?? ux?.api ?? "", account ?? ""),
    queryFn: ({ signal }) => {
      const after = floor.current?.account === account ? { blockNum: floor.current.blockNum } : undefined;
      return fetchAmmBalances(config, account ?? "", debugLog, undefined, signal, after);
    },
    enabled: account !== null,
  });
  return {
    data: query.data,
    loading: query.isFetching,
    showFromBlock: (blockNum) => {
      if (account !== null) floor.current = { account, blockNum };
    },
  };
}
