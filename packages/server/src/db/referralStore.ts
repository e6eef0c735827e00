import { sql } from "kysely";
import type { ServiceDb } from "./database";
import { int8 } from "./rowValues";

/*
 * Referral links (spec 1 §3 'Referral code'): codes per account and the accounts created through each. A code
 * is unused until an account is created with it; an account counts once, whatever code it came with.
 */

export interface ReferralCodeRecord {
  code: string;
  account: string;
  users: number;
  createdAt: number;
}

const withUsers = (db: ServiceDb) =>
  db
    .selectFrom("referral_codes")
    .leftJoin("referral_uses", "referral_uses.code", "referral_codes.code")
    .select([
      "referral_codes.code as code",
      "referral_codes.account as account",
      "referral_codes.created_at as created_at",
      sql<string>`count(referral_uses.account)`.as("users"),
    ])
    .groupBy(["referral_codes.code", "referral_codes.account", "referral_codes.created_at"]);

const recordOf = (row: {
  code: string;
  account: string;
  created_at: number | string;
  users: string | number;
}) => ({
  code: row.code,
  account: row.account,
  users: Number(row.users),
  createdAt: int8(row.created_at),
});

/** The account's codes, oldest first, with their user counts. */
export async function referralCodesOf(db: ServiceDb, account: string): Promise<ReferralCodeRecord[]> {
  const rows = await withUsers(db)
    .where("referral_codes.account", "=", account)
    .orderBy("referral_codes.created_at")
    .orderBy("referral_codes.code")
    .execute();
  return rows.map(recordOf);
}

export async function referralCode(db: ServiceDb, code: string): Promise<ReferralCodeRecord | null> {
  const row = await withUsers(db).where("referral_codes.code", "=", code).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/**
 * Adds `code` for `account` unless it already has `maxUnused` unused codes: counted and inserted in one
 * transaction, locked per account, so concurrent requests cannot pass the limit together.
 */
export async function addReferralCode(
  db: ServiceDb,
  account: string,
  code: string,
  maxUnused: number,
  now: number,
): Promise<"added" | "limit"> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`referral:${account}`}))`.execute(trx);
    const unused = await trx
      .selectFrom("referral_codes")
      .select(sql<string>`count(*)`.as("count"))
      .where("account", "=", account)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("referral_uses")
              .select("referral_uses.account")
              .whereRef("referral_uses.code", "=", "referral_codes.code"),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    if (Number(unused.count) >= maxUnused) return "limit";
    await trx.insertInto("referral_codes").values({ code, account, created_at: now }).execute();
    return "added";
  });
}

/** Counts `account` as a user of `code` (once: a second call changes nothing). False for an unknown code. */
export async function recordReferralUse(
  db: ServiceDb,
  code: string,
  account: string,
  jobId: string,
  now: number,
): Promise<boolean> {
  if ((await referralCode(db, code)) === null) return false;
  await db
    .insertInto("referral_uses")
    .values({ account, code, job_id: jobId, created_at: now })
    .onConflict((conflict) => conflict.column("account").doNothing())
    .execute();
  return true;
}
