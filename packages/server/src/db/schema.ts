import type { ColumnType } from "kysely";
import type { ProofTables } from "./proofTables";

/*
 * The services' tables (see migrations.ts). Times are bigint columns: unix milliseconds for service events,
 * unix seconds for chain-time series. pg returns int8 and numeric as strings and PGlite returns int8 as
 * numbers, so readers normalise with rowValues.ts. USD amounts are numeric and travel as decimal text.
 */

type Int8 = ColumnType<number | string, number, number>;
type NullableInt8 = ColumnType<number | string | null, number | null, number | null>;
type Numeric = ColumnType<string, string, string>;
/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

export type OrderStatus = "placed" | "queued" | "settled";

export interface OrdersTable {
  /** uint64 order id as decimal text. */
  order_id: string;
  owner: string;
  pool_id: number;
  /** Transaction that placed the order (from placedorder or the queue row). */
  tx_id: string | null;
  status: OrderStatus;
  /** The placeorder / ufxhop action data the owner reported (placedorder), if any. */
  action: Json | null;
  created_at: Int8;
  settled_at: NullableInt8;
}

export interface ReportsTable {
  /** One report per order, ever: the primary key is what makes storing and sending idempotent. */
  order_id: string;
  owner: string;
  pool_id: number;
  order_tx_id: string | null;
  /** The settle transaction, which also forwarded the outputs. */
  forward_tx_id: string;
  /** The contract's report action data (ReportData). */
  report: Json;
  created_at: Int8;
}

export interface ReportDeliveriesTable {
  order_id: string;
  owner: string;
  push_count: ColumnType<number, number, number>;
  last_pushed_at: NullableInt8;
  /** Set when the owner's client acknowledged the report; never pushed again after that. */
  acked_at: NullableInt8;
}

export type SettlementStatus = "pushing" | "done" | "failed" | "expired";

export interface SettlementsTable {
  /** Id of the signed settle transaction, known before it is pushed. */
  tx_id: string;
  pool_id: number;
  status: SettlementStatus;
  /** The signed transaction, so it can be re-pushed unchanged after a crash. */
  packed_trx: string;
  signatures: Json;
  /** Unix seconds after which the chain can no longer include it. */
  expiration: Int8;
  error: string | null;
  created_at: Int8;
}

export interface TradesTable {
  order_id: string;
  pool_id: number;
  /** Chain time of the settlement, unix seconds. */
  time: Int8;
  volume_usd: Numeric;
  fees_usd: Numeric;
}

export interface PoolSnapshotsTable {
  pool_id: number;
  /** Chain time, unix seconds. */
  time: Int8;
  liquidity_usd: Numeric;
  volume_24h_usd: Numeric;
  fees_24h_usd: Numeric;
  /** USD price per token key at that time: {"UTX@eosio.token": "0.0123", ...}. */
  prices: Json;
}

export type ChartSeries = "liquidity" | "fees";

export interface ChartPointsTable {
  pool_id: number;
  series: ChartSeries;
  /** Unix seconds (start of the hour). */
  time: Int8;
  value: Numeric;
}

/** A proven session's token (auth/sessionTokens.ts). */
export interface SessionTokensTable {
  /** sha256 of the token, hex: a database leak gives no usable token. */
  token_hash: string;
  account: string;
  created_at: Int8;
  expires_at: Int8;
  revoked_at: NullableInt8;
}

export type StakeRequestKind = "stake" | "unstake" | "redeem";
/** signed: co-signed and handed out; executed: seen in the owner's history; expired: never included. */
export type StakeRequestStatus = "signed" | "executed" | "expired";

/** A transaction the stake service built and co-signed (stake/stakeRequestStore.ts). */
export interface StakeRequestsTable {
  id: string;
  account: string;
  kind: StakeRequestKind;
  tx_id: string;
  /** The transaction's expiration, unix ms (chain time): after it the chain can no longer include it. */
  expires_at: Int8;
  status: StakeRequestStatus;
  /** What was asked and quoted: {expiry, quantity, locked, restake, quote}. */
  details: Json;
  created_at: Int8;
  settled_at: NullableInt8;
}

/**
 * A swap job (swap/swapJobs.ts): quoted (an Ethereum request, not paid yet) -> received (payment known) ->
 * broadcast (payment on chain, not final) -> final -> created | swapped; refunded when it failed after the
 * payment; failed when no money moved (payment refused, reverted or never made).
 */
export type SwapJobState =
  | "quoted"
  | "received"
  | "broadcast"
  | "final"
  | "created"
  | "swapped"
  | "refunding"
  | "refunded"
  | "failed";
export type SwapJobKind = "account" | "swap";

export interface SwapJobsTable {
  /** The app's uuid for the order. */
  id: string;
  kind: SwapJobKind;
  state: SwapJobState;
  /** What pays: chain, payer, token, units required and paid, the signed EOSIO transfer (swap/swapJobs.ts). */
  payment: Json;
  payment_chain: string;
  /** The payment's transaction id (Antelope) or hash (Ethereum), once known. */
  payment_tx: string | null;
  /** The account the job creates, if any (a name is refused while another job is creating it). */
  account_name: string | null;
  /** {name, owner, active, ethAddress}: the authorities the account gets. */
  new_account: Json | null;
  /** {account, quantity}: what the receiver is paid on UX. */
  payout: Json | null;
  referral_code: string | null;
  /** Ethereum depth last seen (pushed as 'confirmations'). */
  confirmations: ColumnType<number, number | undefined, number>;
  /** The signed UX transaction, stored before it is pushed (so a restart repeats it, never builds another). */
  ux_tx: Json | null;
  /** The signed refund, stored before it is pushed. */
  refund_tx: Json | null;
  error: string | null;
  /** Unix ms: a request not paid by then is refunded (Ethereum) or expires (quoted). */
  expires_at: Int8;
  created_at: Int8;
  updated_at: Int8;
}

/** A referral link of an account (swap/referrals.ts). */
export interface ReferralCodesTable {
  code: string;
  account: string;
  created_at: Int8;
}

/** An account created through a referral link: the primary key counts each account once. */
export interface ReferralUsesTable {
  account: string;
  code: string;
  job_id: string;
  created_at: Int8;
}

export interface DatabaseSchema extends ProofTables {
  orders: OrdersTable;
  reports: ReportsTable;
  report_deliveries: ReportDeliveriesTable;
  settlements: SettlementsTable;
  trades: TradesTable;
  pool_snapshots: PoolSnapshotsTable;
  chart_points: ChartPointsTable;
  session_tokens: SessionTokensTable;
  stake_requests: StakeRequestsTable;
  swap_jobs: SwapJobsTable;
  referral_codes: ReferralCodesTable;
  referral_uses: ReferralUsesTable;
}
