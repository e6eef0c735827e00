import type { NetworkConfig } from "@ux/core/config";
import type { AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import { loadAmmOrderPlacement, type PlaceAmmOrder } from "../../shared/amm/placeAmmOrder";
import { notify } from "../../shared/notifications/notify";

/**
 * Places the order (shared/amm/placeAmmOrder), loaded on first use (it brings the signing code). Resolves
 * true when placed; false when it failed. placeAmmOrder shows its own errors, so the form only stops
 * loading and keeps what was typed; only a failure to load it is ours to show.
 */
export async function placeLiquidityOrder(
  config: NetworkConfig,
  request: AmmOrderRequest,
  load: () => Promise<PlaceAmmOrder> = loadAmmOrderPlacement,
): Promise<boolean> {
  let place: PlaceAmmOrder;
  try {
    place = await load();
  } catch (error) {
    notify.error(error instanceof Error ? error.message : String(error));
    return false;
  }
  try {
    await place(config, request);
  } catch {
    return false;
  }
  return true;
}
