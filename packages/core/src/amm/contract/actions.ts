import * as z from "zod/mini";
import { abiTyped } from "../../contracts/abiType";
import {
  assetTextSchema,
  binaryExtension,
  boolSchema,
  checksum256Schema,
  extAssetSchema,
  extSymbolSchema,
  nameSchema,
  optionalField,
  smallIdSchema,
  stringEnum,
  stringSchema,
  symbolTextSchema,
  uint16Schema,
  uint32Schema,
  uint64Schema,
} from "../../contracts/chainJson";
import { REPORT_STATUSES } from "./ammNames";
import {
  type ConfigRow,
  configRowSchema,
  orderMinimumsSchema,
  orderOutputRowSchema,
  poolAssetRowSchema,
} from "./rows";

/*
 * Action data of the AMM flow, as JSON (what push_transaction accepts and traces/history print). The field
 * order is the ABI's (ammAbi.ts), which is also the binary order.
 */

/** Token contract `transfer`; to the AMM with memo 'Transfer to AMM' it is a deposit into from's AMM balance. */
export const transferDataSchema = z.object({
  from: nameSchema,
  to: nameSchema,
  quantity: assetTextSchema,
  memo: stringSchema,
});
export type TransferData = z.output<typeof transferDataSchema>;

/** Token contract `open` (standard eosio.token): a zero balance row so the owner can receive the token. */
export const tokenOpenDataSchema = z.object({
  owner: nameSchema,
  symbol: symbolTextSchema,
  ram_payer: nameSchema,
});
export type TokenOpenData = z.output<typeof tokenOpenDataSchema>;

/** AMM `open`: a zero AMM balance row for owner and token, paid by ram_payer (auth of ram_payer). */
export const ammOpenDataSchema = z.object({
  owner: nameSchema,
  ext_symbol: extSymbolSchema,
  ram_payer: nameSchema,
});
export type AmmOpenData = z.output<typeof ammOpenDataSchema>;

/**
 * AMM `placeorder` (auth of owner): takes `quantity` of the `contract` token from owner's AMM balance and
 * queues an order in pool_id spending it into `outputs` by proportion. Returns the order id (uint64 action
 * return value). Add liquidity = one output, the pool's LP token, proportion 10000; remove = LP as input.
 * `min_outputs` (a binary extension, so the spec's five fields and old clients' bytes are unchanged): the
 * least each output must pay, one asset per output in output order with its symbol and precision; the
 * order is refunded in full (reason 'below_minimum') when settlement would pay less.
 */
export const placeorderDataSchema = z.object({
  contract: nameSchema,
  outputs: z.array(orderOutputRowSchema),
  owner: nameSchema,
  pool_id: smallIdSchema,
  quantity: assetTextSchema,
  min_outputs: binaryExtension(orderMinimumsSchema),
});
export type PlaceorderData = z.output<typeof placeorderDataSchema>;
export type PlaceorderDataInput = z.input<typeof placeorderDataSchema>;

/**
 * AMM `ufxhop` (auth of owner): X -> UFX -> Y through the UFX pools of X and Y. Takes `quantity` of the
 * `contract` token from owner's AMM balance and queues one order in X's UFX pool (outputs [{UFX, 10000}],
 * hop_to = output). Returns the order id. `min_output` (a binary extension): the least of `output` the
 * hop must pay, with its symbol and precision; below it the whole input is refunded ('below_minimum').
 */
export const ufxhopDataSchema = z.object({
  contract: nameSchema,
  quantity: assetTextSchema,
  /** The token to receive: contract and 'decimals,SYMBOL'. */
  output: extSymbolSchema,
  owner: nameSchema,
  min_output: binaryExtension(assetTextSchema),
});
export type UfxhopData = z.output<typeof ufxhopDataSchema>;

/** AMM `withdrawall` (auth of from): every non-zero AMM balance of `from` is transferred to its wallet. */
export const withdrawallDataSchema = z.object({ from: nameSchema });
export type WithdrawallData = z.output<typeof withdrawallDataSchema>;

/**
 * AMM `settle` (auth of keeper, who must be config.keeper): runs up to max_orders queued orders of pool_id in
 * queue order with the core math (settleOrders), transfers each filled order's outputs to the owner's wallet
 * (inline transfers, so the settle transaction is the forwardTxId), credits refunds back to the owner's AMM
 * balance, removes the orders from the queue, and sends one inline `report` action per order.
 */
export const settleDataSchema = z.object({
  keeper: nameSchema,
  pool_id: smallIdSchema,
  max_orders: uint32Schema,
});
export type SettleData = z.output<typeof settleDataSchema>;

/**
 * AMM `createpool` (auth of creator, who must be config.admin): the asset quantities move from the creator's
 * AMM balance into the new pool and initial_lp of the pool's LP token is issued to the creator's wallet.
 */
export const createpoolDataSchema = z.object({
  creator: nameSchema,
  pool_name: stringSchema,
  description: stringSchema,
  assets: z.array(poolAssetRowSchema),
  lp_symbol: extSymbolSchema,
  initial_lp: assetTextSchema,
  fee: uint16Schema,
  is_ufx_pool: boolSchema,
});
export type CreatepoolData = z.output<typeof createpoolDataSchema>;

/** AMM `setconfig` (auth of the AMM contract): its data is the config singleton it writes (admin, keeper, UFX token). */
export const setconfigDataSchema = configRowSchema;
export type SetconfigData = ConfigRow;

/** A fee kept by a pool during an order: kind 'swap', 'base' (LP base fee) or 'impact' (LP impact fee). */
export const reportFeeSchema = abiTyped(
  z.object({
    pool_id: smallIdSchema,
    kind: stringEnum(["swap", "base", "impact"]),
    fee: extAssetSchema,
  }),
  "report_fee",
);
export type ReportFee = z.output<typeof reportFeeSchema>;

/**
 * AMM `report`: an inline action the contract sends to itself (auth of the AMM contract) once per order that
 * settle runs. It changes nothing; it exists so the settle transaction's trace and the history carry each
 * order's result, which the keeper stores and the AMM socket pushes to the owner.
 */
export const reportDataSchema = z.object({
  order_id: uint64Schema,
  /** The pool whose queue held the order. */
  pool_id: smallIdSchema,
  /** ufxhop: the second UFX pool (UFX -> Y); null otherwise. */
  hop_pool_id: optionalField(smallIdSchema),
  owner: nameSchema,
  /** Id of the transaction that placed the order. */
  order_trx_id: checksum256Schema,
  status: stringEnum(REPORT_STATUSES),
  /** What the order spent ('5.0000 EOS'). */
  input: extAssetSchema,
  /** What the owner received, one per requested output in request order (empty when refunded). */
  outputs: z.array(extAssetSchema),
  /** The input credited back to the owner's AMM balance when the order could not execute; null when filled. */
  refund: optionalField(extAssetSchema),
  /** Why it was refunded (core RefundReason, e.g. 'below_minimum', or 'wrong_pool'); '' when filled. */
  reason: stringSchema,
  /** Human-readable detail of the refund; '' when filled. */
  detail: stringSchema,
  /** Fees the pools kept. */
  fees: z.array(reportFeeSchema),
});
export type ReportData = z.output<typeof reportDataSchema>;
export type ReportDataInput = z.input<typeof reportDataSchema>;
