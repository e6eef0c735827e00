import { useQueryClient } from "@tanstack/react-query";
import type { AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import type { AmmWalletBalances } from "../../shared/amm/ammWalletBalances";
import { useAmmMarket } from "../../shared/amm/useAmmMarket";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { invalidateAfterTransaction } from "../../shared/query/invalidateAfterTransaction";
import { placeLiquidityOrder } from "./placeLiquidityOrder";
import { usePoolNameQuery } from "./usePoolNameQuery";

/** What the liquidity forms read from the outside world (the AMM market, the summary, the route). */
export interface LiquidityData {
  /** Every pool; undefined while loading. */
  readonly entries: readonly AmmPoolEntry[] | undefined;
  readonly ammContract: string | undefined;
  readonly walletConnected: boolean;
  readonly balances: AmmWalletBalances | undefined;
  readonly balancesLoading: boolean;
  readonly poolName: string;
  readonly onPoolChange: (poolName: string) => void;
  /** Places the order; true when placed (failures are shown by the orders feature). */
  readonly place: (request: AmmOrderRequest) => Promise<boolean>;
}

/** A form view's props without the login, which the tab wires itself. */
export type FormState<P> = Omit<P, "onConnectWallet">;

/** The market, the route's pool_name and order placement, as the liquidity forms' data. */
export function useLiquidityData(): LiquidityData {
  const config = useNetworkConfig();
  const queryClient = useQueryClient();
  const market = useAmmMarket();
  const [poolName, onPoolChange] = usePoolNameQuery();
  return {
    entries: market.pools.status === "pending" ? undefined : (market.pools.data ?? []),
    ammContract: market.ammContract,
    walletConnected: market.account !== null,
    balances: market.balances,
    balancesLoading: market.balancesLoading,
    poolName,
    onPoolChange,
    place: async (request) => {
      const placed = await placeLiquidityOrder(config, request);
      // Deposits left the wallet: show the new balances now rather than at the next 30 s refresh.
      if (placed) void invalidateAfterTransaction(queryClient);
      return placed;
    },
  };
}
