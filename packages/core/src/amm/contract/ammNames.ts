/**
 * Names of the AMM contract's on-chain interface (tables, actions) and the fixed texts it relies on. The
 * contract account itself comes from the network config (`chains.ux.amm`, 'amm.ux' on the devnet).
 */

/** Memo that makes a token transfer to the AMM a deposit into the sender's AMM balance (spec 2 §7). */
export const AMM_DEPOSIT_MEMO = "Transfer to AMM";

export const AMM_TABLES = {
  /** Pools, scope = the AMM contract: one PoolRow per pool. */
  pools: "pools",
  /** AMM balances, scope = the user: one BalanceRow per token the user holds in the AMM. */
  accounts: "accounts",
  /** The order queue, scope = the AMM contract: one OrderRow per queued order, all pools, by order id. */
  orders: "orders",
  /** Settings singleton, scope = the AMM contract: one ConfigRow (admin, keeper, UFX token). */
  config: "config",
  /** Counters singleton, scope = the AMM contract: one StateRow (next order id, so ids are never reused). */
  state: "state",
} as const;

export const AMM_ACTIONS = {
  open: "open",
  placeorder: "placeorder",
  ufxhop: "ufxhop",
  withdrawall: "withdrawall",
  settle: "settle",
  createpool: "createpool",
  report: "report",
  /** Sets the config singleton (auth of the AMM contract itself): the contract's one-time setup. */
  setconfig: "setconfig",
} as const;

/** The token contract's actions the AMM flow uses (standard eosio.token interface). */
export const TOKEN_ACTIONS = { transfer: "transfer", open: "open" } as const;

/**
 * The resource payer's noop: `{payer}::noop` with no data, authorized by the payer, put FIRST in a
 * transaction so the payer (the first authorizer of the first action) is billed its CPU and NET. The
 * contract is deployed on the paying account itself (the devnet's `noop` contract); on the devnet the
 * AMM socket's payer is 'ux.payer'.
 */
export const NOOP_ACTION = "noop";

/** Order report status: every output paid, or the whole input refunded. */
export const REPORT_STATUSES = ["filled", "refunded"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
