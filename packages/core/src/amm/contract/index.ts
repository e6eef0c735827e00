/**
 * The AMM contract's on-chain interface ("@ux/core/amm/contract"), the one definition the contract
 * (packages/devnet), the services (packages/server) and the app share: JSON schemas of its tables and
 * actions as nodeos prints them, its ABI, and converters to the core math's bigint types.
 *
 * What the contract must do (ARCHITECTURE.md 6; the services rely on each point):
 * - A token transfer to the AMM with memo 'Transfer to AMM' credits the sender's `accounts` row (scope =
 *   sender); `open` creates a zero row; `withdrawall` transfers every non-zero row back to its owner.
 * - `placeorder` / `ufxhop` take the input from the owner's AMM balance, append an `orders` row (scope = AMM,
 *   increasing id, trx_id of the placing transaction, placed_at) and return the order id (uint64 action
 *   return value, ABI action_results). Optional minimum outputs (binary extensions placeorder.min_outputs
 *   and ufxhop.min_output, checked by minimumOutputs.ts' rule) are kept in the row's min_outputs.
 * - `settle {keeper, pool_id, max_orders}` (auth of config.keeper) runs the pool's queued orders in id order
 *   with core settleOrders (ufxhop: core ufxHop through the two UFX pools), transfers outputs to owners'
 *   wallets inline (LP outputs issued, LP inputs retired), credits refunds back to the AMM balance (an
 *   order that would pay an output below its minimum is refunded whole, reason 'below_minimum'), removes
 *   the orders, and sends one inline `{amm}::report` action per order whose data is reportDataFromCore(...).
 *   The keeper reads these from the settle trace (or Hyperion history after a crash): forwardTxId = the
 *   settle transaction id, orderTxId = report.order_trx_id.
 * - `createpool` (auth of config.admin) moves the creator's AMM balances into a new pool and issues the
 *   initial LP supply to the creator.
 */
export * from "./actions";
export * from "./ammAbi";
export * from "./ammNames";
export * from "./balanceConversion";
export * from "./minimumOutputs";
export * from "./orderConversion";
export * from "./poolConversion";
export * from "./reportConversion";
export * from "./rows";
export * from "./tokenJson";
