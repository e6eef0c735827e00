import type { QueryClient } from "@tanstack/react-query";
import { appQueryClient } from "./appQueryClient";
import { chainKeys } from "./chainKeys";

/**
 * After a transaction confirms or an AMM order settles, every chain read is read again now rather than at the
 * next 30 s refresh: token balances, AMM balances, the pools and with them the liquidity positions. Resolves
 * once the reads on screen are fresh.
 */
export function invalidateAfterTransaction(client: QueryClient = appQueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: chainKeys.all });
}
