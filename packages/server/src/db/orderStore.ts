import { sql } from "kysely";
import type { ServiceDb } from "./database";
import { int8, nullableInt8 } from "./rowValues";
import type { OrderStatus } from "./schema";

export interface PlacedOrders {
  owner: string;
  pool_id: number;
  tx_id: string;
  order_ids: readonly string[];
  /** The placeorder / ufxhop action data, one per order id (same order). */
  actions: readonly unknown[];
}

/**
 * Records what a client says it placed (placedorder). The chain stays the authority: the keeper overwrites
 * owner and pool from the queue row, and a report always goes to the owner the contract reports.
 */
export async function recordPlacedOrders(db: ServiceDb, placed: PlacedOrders, now: number): Promise<void> {
  if (placed.order_ids.length === 0) return;
  await db
    .insertInto("orders")
    .values(
      placed.order_ids.map((order_id, i) => ({
        order_id,
        owner: placed.owner,
        pool_id: placed.pool_id,
        tx_id: placed.tx_id,
        status: "placed" as const,
        action: JSON.stringify(placed.actions[i] ?? null),
        created_at: now,
        settled_at: null,
      })),
    )
    .onConflict((oc) =>
      oc.column("order_id").doUpdateSet({
        tx_id: sql`coalesce(orders.tx_id, excluded.tx_id)`,
        action: sql`coalesce(orders.action, excluded.action)`,
      }),
    )
    .execute();
}

export interface QueuedOrderRecord {
  order_id: string;
  owner: string;
  pool_id: number;
  tx_id: string;
}

/** Records orders seen in the chain's queue (whether or not a client announced them). */
export async function recordQueuedOrders(
  db: ServiceDb,
  orders: readonly QueuedOrderRecord[],
  now: number,
): Promise<void> {
  if (orders.length === 0) return;
  await db
    .insertInto("orders")
    .values(
      orders.map((order) => ({
        ...order,
        status: "queued" as const,
        action: null,
        created_at: now,
        settled_at: null,
      })),
    )
    .onConflict((oc) =>
      oc.column("order_id").doUpdateSet({
        owner: sql`excluded.owner`,
        pool_id: sql`excluded.pool_id`,
        tx_id: sql`coalesce(excluded.tx_id, orders.tx_id)`,
        status: sql`case when orders.status = 'settled' then orders.status else 'queued' end`,
      }),
    )
    .execute();
}

export interface OrderRecord {
  order_id: string;
  owner: string;
  pool_id: number;
  tx_id: string | null;
  status: OrderStatus;
  created_at: number;
  settled_at: number | null;
}

export async function ordersOf(db: ServiceDb, owner: string): Promise<OrderRecord[]> {
  const rows = await db
    .selectFrom("orders")
    .select(["order_id", "owner", "pool_id", "tx_id", "status", "created_at", "settled_at"])
    .where("owner", "=", owner)
    .orderBy("created_at")
    .orderBy("order_id")
    .execute();
  return rows.map((row) => ({
    ...row,
    created_at: int8(row.created_at),
    settled_at: nullableInt8(row.settled_at),
  }));
}

export async function orderById(db: ServiceDb, orderId: string): Promise<OrderRecord | null> {
  const row = await db
    .selectFrom("orders")
    .select(["order_id", "owner", "pool_id", "tx_id", "status", "created_at", "settled_at"])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  return row ? { ...row, created_at: int8(row.created_at), settled_at: nullableInt8(row.settled_at) } : null;
}
