import { sql } from "kysely";
import type { ServiceDb } from "./database";
import { int8 } from "./rowValues";
import type { SwapJobKind, SwapJobState } from "./schema";

/*
 * The swap service's jobs, one row per paid (or quoted) order, keyed by the app's uuid. Every state change
 * is a compare-and-set on the state it leaves, so two passes (or a pass after a restart) never both act on
 * one job; signed transactions are written here before they are pushed, so a restart repeats the same
 * bytes and the chain, not the service, decides that each happens once.
 */

export interface Authority {
  threshold: number;
  keys: { key: string; weight: number }[];
  accounts: { permission: { actor: string; permission: string }; weight: number }[];
  waits: { wait_sec: number; weight: number }[];
}

/** A signed Antelope transaction kept before it is pushed. */
export interface StoredTransaction {
  chain: string;
  id: string;
  packedTrx: string;
  signatures: string[];
  /** Unix seconds (chain time) after which no block can include it. */
  expiration: number;
}

/** A signed Ethereum refund kept before it is broadcast. */
export interface StoredEthereumTransaction {
  chain: string;
  hash: string;
  raw: string;
}

export interface PaymentToken {
  chain: string;
  symbol: string;
  decimals: number;
  /** Antelope token contract, ERC-20 address, or null for ETH. */
  contract: string | null;
}

export interface Payment extends PaymentToken {
  /** The paying account (Antelope) or address (Ethereum, lowercase). */
  payer: string;
  /** Units the job needs (send amount plus account cost). */
  required: string;
  /** Units that arrived, once known. */
  paid: string | null;
  /** The signed, not yet broadcast transfer (EOSIO payers). */
  signed: StoredTransaction | null;
  /** The block holding the payment, once seen. */
  blockNum: number | null;
  /** That block's time, unix ms: a payment after the request's expiry is refunded. */
  paidAt: number | null;
}

export interface NewAccountPlan {
  name: string;
  owner: Authority;
  active: Authority;
  /** Linked in etheraccount when the payer's address controls the account. */
  ethAddress: string | null;
}

export interface Payout {
  account: string;
  contract: string;
  quantity: string;
}

export interface SwapJob {
  id: string;
  kind: SwapJobKind;
  state: SwapJobState;
  payment: Payment;
  paymentTx: string | null;
  newAccount: NewAccountPlan | null;
  payout: Payout | null;
  referralCode: string | null;
  confirmations: number;
  uxTx: StoredTransaction | null;
  refundTx: StoredTransaction | StoredEthereumTransaction | null;
  error: string | null;
  expiresAt: number;
  createdAt: number;
  updatedAt: number;
}

/** Jobs the worker still moves: a quoted one waits for its payment's report (transferOnEthereum) instead. */
export const ACTIVE_STATES: readonly SwapJobState[] = ["received", "broadcast", "final", "refunding"];

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

type Row = {
  id: string;
  kind: SwapJobKind;
  state: SwapJobState;
  payment: unknown;
  payment_tx: string | null;
  new_account: unknown;
  payout: unknown;
  referral_code: string | null;
  confirmations: number;
  ux_tx: unknown;
  refund_tx: unknown;
  error: string | null;
  expires_at: number | string;
  created_at: number | string;
  updated_at: number | string;
};

function jobOf(row: Row): SwapJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    payment: row.payment as Payment,
    paymentTx: row.payment_tx,
    newAccount: (row.new_account ?? null) as NewAccountPlan | null,
    payout: (row.payout ?? null) as Payout | null,
    referralCode: row.referral_code,
    confirmations: row.confirmations,
    uxTx: (row.ux_tx ?? null) as StoredTransaction | null,
    refundTx: (row.refund_tx ?? null) as SwapJob["refundTx"],
    error: row.error,
    expiresAt: int8(row.expires_at),
    createdAt: int8(row.created_at),
    updatedAt: int8(row.updated_at),
  };
}

export type NewSwapJob = Pick<
  SwapJob,
  "id" | "kind" | "state" | "payment" | "paymentTx" | "newAccount" | "payout" | "referralCode" | "expiresAt"
>;

/** Inserts a job; false when its id (or its payment) is already taken. */
export async function insertSwapJob(db: ServiceDb, job: NewSwapJob, now: number): Promise<boolean> {
  const result = await db
    .insertInto("swap_jobs")
    .values({
      id: job.id,
      kind: job.kind,
      state: job.state,
      payment: JSON.stringify(job.payment),
      payment_chain: job.payment.chain,
      payment_tx: job.paymentTx,
      account_name: job.newAccount?.name ?? null,
      new_account: json(job.newAccount),
      payout: json(job.payout),
      referral_code: job.referralCode,
      ux_tx: null,
      refund_tx: null,
      error: null,
      expires_at: job.expiresAt,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function swapJob(db: ServiceDb, id: string): Promise<SwapJob | null> {
  const row = await db.selectFrom("swap_jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? jobOf(row as Row) : null;
}

export async function swapJobOfPayment(db: ServiceDb, chain: string, tx: string): Promise<SwapJob | null> {
  const row = await db
    .selectFrom("swap_jobs")
    .selectAll()
    .where("payment_chain", "=", chain)
    .where("payment_tx", "=", tx)
    .executeTakeFirst();
  return row ? jobOf(row as Row) : null;
}

/** Jobs the worker still has to move, oldest first. */
export async function activeSwapJobs(db: ServiceDb): Promise<SwapJob[]> {
  const rows = await db
    .selectFrom("swap_jobs")
    .selectAll()
    .where("state", "in", ACTIVE_STATES)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => jobOf(row as Row));
}

/**
 * A paid job still creating `name` (once created, the chain has the name). Unpaid requests reserve nothing:
 * otherwise anyone could hold any name for free; two payments for one name end with one refunded.
 */
export async function jobCreatingName(db: ServiceDb, name: string): Promise<SwapJob | null> {
  const row = await db
    .selectFrom("swap_jobs")
    .selectAll()
    .where("account_name", "=", name)
    .where("state", "in", ["received", "broadcast", "final"])
    .executeTakeFirst();
  return row ? jobOf(row as Row) : null;
}

export type SwapJobPatch = Partial<{
  state: SwapJobState;
  payment: Payment;
  paymentTx: string;
  confirmations: number;
  uxTx: StoredTransaction | null;
  refundTx: StoredTransaction | StoredEthereumTransaction | null;
  error: string | null;
}>;

/** The stored transactions a step read: replacing one requires that it is still the one read. */
export type StoredTransactionsRead = Pick<SwapJob, "uxTx" | "refundTx">;

/**
 * Applies `patch` only while the job is still in `from`: the compare-and-set every step uses. With `read`,
 * a patch that stores or clears a transaction also requires the column to hold what was read: two workers
 * (one that lost the lead mid-pass, say) that each signed a transaction for the same state cannot both
 * store theirs, so only one is ever pushed.
 */
export async function updateSwapJob(
  db: ServiceDb,
  id: string,
  from: SwapJobState,
  patch: SwapJobPatch,
  now: number,
  read?: StoredTransactionsRead,
): Promise<boolean> {
  const unchanged = (column: "ux_tx" | "refund_tx", value: unknown) =>
    sql<boolean>`${sql.ref(column)} is not distinct from cast(${json(value)} as jsonb)`;
  let query = db
    .updateTable("swap_jobs")
    .set({
      ...(patch.state === undefined ? {} : { state: patch.state }),
      ...(patch.payment === undefined ? {} : { payment: JSON.stringify(patch.payment) }),
      ...(patch.paymentTx === undefined ? {} : { payment_tx: patch.paymentTx }),
      ...(patch.confirmations === undefined ? {} : { confirmations: patch.confirmations }),
      ...(patch.uxTx === undefined ? {} : { ux_tx: json(patch.uxTx) }),
      ...(patch.refundTx === undefined ? {} : { refund_tx: json(patch.refundTx) }),
      ...(patch.error === undefined ? {} : { error: patch.error }),
      updated_at: now,
    })
    .where("id", "=", id)
    .where("state", "=", from);
  if (read !== undefined && patch.uxTx !== undefined) query = query.where(unchanged("ux_tx", read.uxTx));
  if (read !== undefined && patch.refundTx !== undefined)
    query = query.where(unchanged("refund_tx", read.refundTx));
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
