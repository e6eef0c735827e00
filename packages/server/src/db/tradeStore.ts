import type { ServiceDb } from "./database";

/** One settled order's contribution to a pool's volume and fees (USD as decimal text). */
export interface TradeRecord {
  order_id: string;
  pool_id: number;
  /** Unix seconds (chain time). */
  time: number;
  volume_usd: string;
  fees_usd: string;
}

export async function insertTrades(db: ServiceDb, trades: readonly TradeRecord[]): Promise<void> {
  if (trades.length === 0) return;
  await db
    .insertInto("trades")
    .values([...trades])
    .onConflict((oc) => oc.columns(["order_id", "pool_id"]).doNothing())
    .execute();
}

export interface TradeTotals {
  volume_usd: string;
  fees_usd: string;
  count: number;
}

/** Volume, fees and trade count per pool with from <= time < to. */
export async function tradeTotalsByPool(
  db: ServiceDb,
  from: number,
  to: number,
): Promise<Map<number, TradeTotals>> {
  const rows = await db
    .selectFrom("trades")
    .select((eb) => [
      "pool_id",
      eb.fn.sum<string>("volume_usd").as("volume_usd"),
      eb.fn.sum<string>("fees_usd").as("fees_usd"),
      eb.fn.countAll<string>().as("count"),
    ])
    .where("time", ">=", from)
    .where("time", "<", to)
    .groupBy("pool_id")
    .execute();
  return new Map(
    rows.map((row) => [
      row.pool_id,
      { volume_usd: String(row.volume_usd), fees_usd: String(row.fees_usd), count: Number(row.count) },
    ]),
  );
}
