import type { ServiceDb } from "./database";
import { int8, nullableInt8 } from "./rowValues";
import type { StakeRequestKind, StakeRequestStatus } from "./schema";

/**
 * The transactions the stake service co-signed (one row each, written before the signatures leave the
 * service). A restart reads the `signed` ones back to keep watching for them in their owners' history until
 * they land (`executed`) or their expiration passes (`expired`). The chain stays the record of what happened.
 */

export interface StakeRequestRecord {
  id: string;
  account: string;
  kind: StakeRequestKind;
  tx_id: string;
  /** Unix ms (chain time). */
  expires_at: number;
  status: StakeRequestStatus;
  details: unknown;
  created_at: number;
  settled_at: number | null;
}

export type NewStakeRequest = Pick<StakeRequestRecord, "id" | "account" | "kind" | "tx_id" | "expires_at"> & {
  details: unknown;
};

export async function recordStakeRequest(
  db: ServiceDb,
  request: NewStakeRequest,
  now: number,
): Promise<void> {
  await db
    .insertInto("stake_requests")
    .values({
      ...request,
      details: JSON.stringify(request.details),
      status: "signed",
      created_at: now,
      settled_at: null,
    })
    .execute();
}

const COLUMNS = [
  "id",
  "account",
  "kind",
  "tx_id",
  "expires_at",
  "status",
  "details",
  "created_at",
  "settled_at",
] as const;

function record(row: {
  id: string;
  account: string;
  kind: StakeRequestKind;
  tx_id: string;
  expires_at: number | string;
  status: StakeRequestStatus;
  details: unknown;
  created_at: number | string;
  settled_at: number | string | null;
}): StakeRequestRecord {
  return {
    ...row,
    expires_at: int8(row.expires_at),
    created_at: int8(row.created_at),
    settled_at: nullableInt8(row.settled_at),
  };
}

/** Every co-signed transaction not yet seen on chain nor expired (what a restart watches for). */
export async function signedStakeRequests(db: ServiceDb): Promise<StakeRequestRecord[]> {
  const rows = await db
    .selectFrom("stake_requests")
    .select(COLUMNS)
    .where("status", "=", "signed")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(record);
}

export async function stakeRequestsOf(db: ServiceDb, account: string): Promise<StakeRequestRecord[]> {
  const rows = await db
    .selectFrom("stake_requests")
    .select(COLUMNS)
    .where("account", "=", account)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(record);
}

/** Settles a signed request as executed or expired (once: a settled row never changes again). */
export async function settleStakeRequest(
  db: ServiceDb,
  id: string,
  status: Exclude<StakeRequestStatus, "signed">,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("stake_requests")
    .set({ status, settled_at: now })
    .where("id", "=", id)
    .where("status", "=", "signed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
