import type { TokenWithDecimals } from "@ux/core/amm/contract";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { msg } from "../i18n/msg";

/** Spec 2 §3 'Order type labels' (message ids: the order history shows them translated). */
export const AMM_ORDER_TYPES = [
  msg("AMM Swap"),
  msg("Add Liquidity"),
  msg("Remove Liquidity"),
  msg("Multi Swap"),
] as const;
export type AmmOrderType = (typeof AMM_ORDER_TYPES)[number];

/** A pool an order goes through, as its report names it: 'antelope (#0)'. */
export interface AmmOrderPool {
  id: number;
  name: string;
}

export interface AmmOrderLeg {
  token: TokenWithDecimals;
  /** Units of the token: what is sent, or the estimate of what will be received. */
  amount: bigint;
}

/** What a trading screen hands to placeAmmOrder: one transaction with one or more orders in one pool. */
export interface AmmOrderRequest {
  type: AmmOrderType;
  /**
   * The pools the order goes through, in order: the placeorder pool, or for a UFX hop the from-token's UFX
   * pool then the to-token's. The first is the order's pool_id.
   */
  pools: readonly [AmmOrderPool, ...AmmOrderPool[]];
  ufxHop: boolean;
  /** The transaction's actions (shared/amm/ammOrderActions: orderTransactionActions) for the signer. */
  buildActions(signer: PermissionLevel): ActionInput[];
  /** Shown in the order history and the report until the report replaces the estimates. */
  send: readonly AmmOrderLeg[];
  receive: readonly AmmOrderLeg[];
  /**
   * Called once the order settled (every report of it arrived), even when placing it was reported failed
   * (e.g. its confirmation failed after the push): the form clears what it sent, so a second click cannot
   * repeat the trade. Called at most once; never for an order that does not settle.
   */
  onSettled?: () => void;
}

export interface PlacedAmmOrder {
  /** The order's id in the order history (ordersStore). */
  uuid: string;
  transactionId: string;
  /** The AMM order ids the placeorder/ufxhop actions returned. */
  orderIds: string[];
}
