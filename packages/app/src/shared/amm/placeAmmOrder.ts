import type { NetworkConfig } from "@ux/core/config";
import type { AmmOrderRequest, PlacedAmmOrder } from "./ammOrderRequest";

/**
 * Places an AMM order transaction for the logged-in UX account and tracks it in the order history until its
 * report arrives. Resolves once the transaction is on chain and the services know the order ids; rejects
 * (after showing the error) when it could not be placed.
 */
export type PlaceAmmOrder = (config: NetworkConfig, request: AmmOrderRequest) => Promise<PlacedAmmOrder>;

let loadPlacement: (() => Promise<PlaceAmmOrder>) | undefined;

/**
 * The app hands in the orders feature's placement at start: the trading features and this module may not
 * import a feature, and the order history, reports and socket belong to the orders feature.
 */
export function provideAmmOrderPlacement(load: () => Promise<PlaceAmmOrder>): void {
  loadPlacement = load;
}

/** The placement, loaded on first use (it brings the signing code). */
export async function loadAmmOrderPlacement(): Promise<PlaceAmmOrder> {
  if (loadPlacement === undefined) throw new Error("AMM order placement is not available");
  return loadPlacement();
}

export async function placeAmmOrder(
  config: NetworkConfig,
  request: AmmOrderRequest,
): Promise<PlacedAmmOrder> {
  const place = await loadAmmOrderPlacement();
  return place(config, request);
}
