import type { TokenWithDecimals } from "@ux/core/amm/contract";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";

/** Spec 2 §3 'Order type labels'. */
export type AmmOrderType = "AMM Swap" | "Add Liquidity" | "Remove Liquidity" | "Multi Swap";

export interface AmmOrderLeg {
  token: TokenWithDecimals;
  /** Units of the token: what is sent, or the estimate of what will be received. */
  amount: bigint;
}

/** What a trading screen hands to placeAmmOrder: one transaction with one or more orders in one pool. */
export interface AmmOrderRequest {
  type: AmmOrderType;
  /** The pool of the placeorder actions; for a UFX hop, the from-token's UFX pool. */
  poolId: number;
  /** The pool's name, shown in the order's report (optional: the id is shown without it). */
  poolName?: string;
  ufxHop: boolean;
  /** The transaction's actions (shared/amm/ammOrderActions: orderTransactionActions) for the signer. */
  buildActions(signer: PermissionLevel): ActionInput[];
  /** Shown in the order history and the report until the report replaces the estimates. */
  send: readonly AmmOrderLeg[];
  receive: readonly AmmOrderLeg[];
}

export interface PlacedAmmOrder {
  /** The order's id in the order history (ordersStore). */
  uuid: string;
  transactionId: string;
  /** The AMM order ids the placeorder/ufxhop actions returned. */
  orderIds: string[];
}
