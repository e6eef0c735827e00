import type { NetworkConfig } from "@ux/core/config";
import type { AmmOrderRequest, PlacedAmmOrder } from "./ammOrderRequest";

/**
 * Places an AMM order transaction for the logged-in UX account and tracks it in the order history until its
 * report arrives. Resolves once the transaction is on chain and the services know the order ids; rejects
 * (after showing the error) when it could not be placed.
 *
 * The pipeline, the socket client and the wallet code load on the first order: the trading pages that
 * import this stay small.
 */
export async function placeAmmOrder(
  config: NetworkConfig,
  request: AmmOrderRequest,
): Promise<PlacedAmmOrder> {
  const [{ runAmmOrder }, { liveAmmOrderDeps }] = await Promise.all([
    import("./ammOrderPipeline"),
    import("./liveAmmOrderDeps"),
  ]);
  return runAmmOrder(request, liveAmmOrderDeps(config));
}
