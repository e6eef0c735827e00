import type { Pool } from "@ux/core/amm";
import type { AmmOrderPool } from "./ammOrderRequest";

/** A pool as an order's report names it. */
export function poolRef(pool: Pick<Pool, "id" | "pool_name">): AmmOrderPool {
  return { id: pool.id, name: pool.pool_name };
}
