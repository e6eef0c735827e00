import * as z from "zod/mini";
import { abiTyped } from "../../contracts/abiType";
import {
  assetTextSchema,
  binaryExtension,
  boolSchema,
  checksum256Schema,
  extSymbolSchema,
  nameSchema,
  optionalField,
  smallIdSchema,
  stringSchema,
  timePointSecSchema,
  uint16Schema,
  uint64Schema,
} from "../../contracts/chainJson";

/*
 * The AMM contract's tables as GET /v1/chain/get_table_rows (json=true) and GET /v0/state/table return their
 * rows. The contract (packages/devnet), the services (packages/server) and the app all read them through these
 * schemas; the ABI in ammAbi.ts declares the same fields in the same order.
 */

/** One asset of a pool (ABI struct `pool_asset`). */
export const poolAssetRowSchema = abiTyped(
  z.object({
    /** The token: symbol with precision and its issuing contract. */
    ext_symbol: extSymbolSchema,
    /** The pool's balance of the token, same symbol and precision as ext_symbol ('1000.0000 UTX'). */
    quantity: assetTextSchema,
    /** Weight in basis points; a pool's weights sum to 10000. */
    weight: uint16Schema,
    /** Smallest amount of the token an order may spend or receive ('0.0100 UTX'; '0.0000 UTX' = one unit). */
    min_trade: assetTextSchema,
  }),
  "pool_asset",
);
export type PoolAssetRow = z.output<typeof poolAssetRowSchema>;

/** Table `pools`, scope = AMM contract, primary key id. */
export const poolRowSchema = z.object({
  /** Pool id (primary key), assigned by createpool from 0 upwards. */
  id: smallIdSchema,
  /** Unique display name, also the pool detail route segment ('antelope'). */
  pool_name: stringSchema,
  /** Free text shown on the pool detail page. */
  description: stringSchema,
  /** 2..n assets in the pool's order (the swap page presets the first two). */
  assets: z.array(poolAssetRowSchema),
  /** The pool's own LP token (every pool has its own symbol, e.g. '4,LPA' on 'lptoken.ux'). */
  lp_symbol: extSymbolSchema,
  /** LP tokens in circulation ('1000.0000 LPA'); the contract issues and retires them. */
  lp_supply: assetTextSchema,
  /** Swap fee and LP base fee in basis points (20 = 0.20%). */
  fee: uint16Schema,
  /** A UFX/X pair that ufxhop routes through. */
  is_ufx_pool: boolSchema,
});
export type PoolRow = z.output<typeof poolRowSchema>;
export type PoolRowInput = z.input<typeof poolRowSchema>;

/**
 * Table `accounts`, scope = the user: the user's AMM balances (deposits not yet spent, refunds). The app reads
 * GET {explorer}/v0/state/table?account={amm}&table=accounts&scope={user}&json=true -> rows[].json.balance.
 */
export const balanceRowSchema = z.object({
  /** Row key assigned by the contract (unique within the user's scope; no meaning beyond that). */
  id: uint64Schema,
  /** Balance with the token's symbol and precision ('12.5000 EOS'); a zero row exists after `open`. */
  balance: assetTextSchema,
  /** The token contract (the same symbol may be issued by two contracts). */
  contract: nameSchema,
});
export type BalanceRow = z.output<typeof balanceRowSchema>;

/** One requested output of an order (ABI struct `order_output`). */
export const orderOutputRowSchema = abiTyped(
  z.object({
    /** A token of the pool (an asset or the pool's LP token). */
    ext_symbol: extSymbolSchema,
    /** Share of the input in basis points; the outputs of an order sum to 10000. */
    proportion: uint16Schema,
  }),
  "order_output",
);
export type OrderOutputRow = z.output<typeof orderOutputRowSchema>;

/**
 * The least an order must pay of each output (ABI struct `order_minimums`, the protected trades of #17): one
 * asset per paid output, in output order, each with that output's symbol and precision ('9.9500 UTX').
 * A struct because WharfKit 1.x cannot pack a missing `asset[]$` extension but packs a missing struct one.
 */
export const orderMinimumsSchema = abiTyped(
  z.object({
    quantities: z.array(assetTextSchema),
  }),
  "order_minimums",
);
export type OrderMinimumsJson = z.output<typeof orderMinimumsSchema>;

/**
 * Table `orders`, scope = AMM contract, primary key id (queue order = id order), secondary index 2 = pool_id
 * (uint64). placeorder and ufxhop append; settle removes the orders it runs.
 */
export const orderRowSchema = z.object({
  /** Order id, unique across pools, increasing; placeorder / ufxhop return it as their action return value. */
  id: uint64Schema,
  /** Pool whose queue holds the order (for ufxhop: the first UFX pool, X/UFX). */
  pool_id: smallIdSchema,
  /** Who placed it: the input came from their AMM balance and the outputs go to their wallet. */
  owner: nameSchema,
  /** Contract of the input token. */
  contract: nameSchema,
  /** The input, already taken from the owner's AMM balance ('5.0000 EOS'). */
  quantity: assetTextSchema,
  /** Requested outputs (for ufxhop: [{UFX, 10000}]). */
  outputs: z.array(orderOutputRowSchema),
  /** ufxhop only: the final token, bought with the UFX in its UFX pool; null for placeorder. */
  hop_to: optionalField(extSymbolSchema),
  /** Id of the transaction that placed the order (the report's orderTxId). */
  trx_id: checksum256Schema,
  /** Block time when the order was placed (UTC). */
  placed_at: timePointSecSchema,
  /**
   * Protected trades: the least each paid output may be (placeorder: one per output; ufxhop: one, of
   * hop_to); null (or absent, in rows written before it existed) when the order has no minimum.
   */
  min_outputs: binaryExtension(orderMinimumsSchema),
});
export type OrderRow = z.output<typeof orderRowSchema>;
export type OrderRowInput = z.input<typeof orderRowSchema>;

/** Table `config` (singleton, scope = AMM contract). */
export const configRowSchema = z.object({
  /** May createpool. */
  admin: nameSchema,
  /** The only account whose authority settle accepts (the server's keeper). */
  keeper: nameSchema,
  /** The UFX token ufxhop routes through. */
  ufx: extSymbolSchema,
});
export type ConfigRow = z.output<typeof configRowSchema>;

/** Table `state` (singleton, scope = AMM contract): counters the contract keeps. */
export const stateRowSchema = z.object({
  /** The id the next placeorder / ufxhop gets; only grows, so an order id is never reused. */
  next_order_id: uint64Schema,
});
export type StateRow = z.output<typeof stateRowSchema>;
