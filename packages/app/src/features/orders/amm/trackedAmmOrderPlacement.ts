import type { PlaceAmmOrder } from "../../../shared/amm/placeAmmOrder";
import { runAmmOrder } from "./ammOrderPipeline";
import { liveAmmOrderDeps } from "./liveAmmOrderDeps";

/**
 * The orders feature's AMM order placement, which the app hands to shared/amm/placeAmmOrder: it places the
 * transaction for the logged-in UX account and tracks it in the order history until its report arrives.
 */
export const placeTrackedAmmOrder: PlaceAmmOrder = (config, request) =>
  runAmmOrder(request, liveAmmOrderDeps(config));
