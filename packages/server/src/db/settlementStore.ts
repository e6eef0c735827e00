import type { ServiceDb } from "./database";
import { int8 } from "./rowValues";
import type { SettlementStatus } from "./schema";

/** A signed settle transaction, recorded BEFORE it is pushed so a crash can be recovered from history. */
export interface SettlementRecord {
  tx_id: string;
  pool_id: number;
  status: SettlementStatus;
  packed_trx: string;
  signatures: string[];
  /** Unix seconds. */
  expiration: number;
  error: string | null;
}

export async function recordSettlement(
  db: ServiceDb,
  settlement: Omit<SettlementRecord, "status" | "error">,
  now: number,
): Promise<void> {
  await db
    .insertInto("settlements")
    .values({
      ...settlement,
      signatures: JSON.stringify(settlement.signatures),
      status: "pushing",
      error: null,
      created_at: now,
    })
    .execute();
}

export async function settlementExists(db: ServiceDb, txId: string): Promise<boolean> {
  const row = await db.selectFrom("settlements").select("tx_id").where("tx_id", "=", txId).executeTakeFirst();
  return row !== undefined;
}

export async function unfinishedSettlements(db: ServiceDb): Promise<SettlementRecord[]> {
  const rows = await db
    .selectFrom("settlements")
    .select(["tx_id", "pool_id", "status", "packed_trx", "signatures", "expiration", "error"])
    .where("status", "=", "pushing")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    ...row,
    signatures: row.signatures as string[],
    expiration: int8(row.expiration),
  }));
}

export async function finishSettlement(
  db: ServiceDb,
  txId: string,
  status: Exclude<SettlementStatus, "pushing">,
  error: string | null = null,
): Promise<void> {
  await db.updateTable("settlements").set({ status, error }).where("tx_id", "=", txId).execute();
}

export async function settlementsByStatus(db: ServiceDb): Promise<Record<SettlementStatus, number>> {
  const rows = await db
    .selectFrom("settlements")
    .select(["status", db.fn.countAll<string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<SettlementStatus, number> = { pushing: 0, done: 0, failed: 0, expired: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
