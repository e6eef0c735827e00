import { useQueryClient } from "@tanstack/react-query";
import { useNetworkConfig } from "../config/networkConfigContext";
import { invalidateAfterTransaction } from "../query/invalidateAfterTransaction";
import type { AmmOrderRequest, PlacedAmmOrder } from "./ammOrderRequest";
import { placeAmmOrder } from "./placeAmmOrder";

/**
 * placeAmmOrder on the app's network for a trading page: once the order is on chain, the pools and
 * balances it changed are fetched again (without waiting for them).
 */
export function usePlaceAmmOrder(): (request: AmmOrderRequest) => Promise<PlacedAmmOrder> {
  const config = useNetworkConfig();
  const queryClient = useQueryClient();
  return async (request) => {
    const placed = await placeAmmOrder(config, request);
    void invalidateAfterTransaction(queryClient);
    return placed;
  };
}
