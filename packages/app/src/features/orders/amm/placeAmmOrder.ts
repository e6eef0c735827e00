import type { NetworkConfig } from "@ux/core/config/networkConfig";
import type { AmmOrderRequest, PlacedAmmOrder } from "./ammOrderRequest";

/**
 * Places an AMM order transaction for the logged-in UX account and tracks it in the order history until its
 * report arrives. Resolves once the transaction is on chain and the services know the order ids; rejects
 * (after showing the error) when it could not be placed.
 */
export async function placeAmmOrder(
  _config: NetworkConfig,
  _request: AmmOrderRequest,
): Promise<PlacedAmmOrder> {
  throw new Error("placeAmmOrder: not implemented yet");
}
