import type { ColumnType } from "kysely";

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
  /** Seeded at genesis (synthetic), not observed. */
  synthetic: ColumnType<boolean, boolean, boolean>;
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

export interface DatabaseSchema {
  orders: OrdersTable;
  reports: ReportsTable;
  report_deliveries: ReportDeliveriesTable;
  settlements: SettlementsTable;
  trades: TradesTable;
  pool_snapshots: PoolSnapshotsTable;
  chart_points: ChartPointsTable;
  session_tokens: SessionTokensTable;
  stake_requests: StakeRequestsTable;
}
