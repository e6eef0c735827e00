import { AMM_ACTIONS } from "@ux/core/amm/contract";
import type { ActionInput } from "@ux/core/chainClient";
import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import type { AmmOrderLeg, AmmOrderRequest } from "../../../shared/amm/ammOrderRequest";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import type { Order, OrderLeg } from "../store/order";

/** Spec 2 §4 'Liquidity': the order notification of add and remove liquidity. */
export const AUCTION_IN_PROGRESS = msg("Auction in progress");

/** The AMM actions that place an order and return its id. */
export const ORDER_ACTION_NAMES: readonly string[] = [AMM_ACTIONS.placeorder, AMM_ACTIONS.ufxhop];

/** The placeorder/ufxhop actions of a transaction: what placedorder names and how many reports to expect. */
export function orderActionsOf(actions: readonly ActionInput[], amm: string): ActionInput[] {
  return actions.filter((action) => action.account === amm && ORDER_ACTION_NAMES.includes(action.name));
}

export interface LegContext {
  account: string;
  chainName: string;
  chainLabel: string;
}

/** A leg as the history shows it: 'amount SYMBOL' to 4 decimals (rounded down, like every estimate). */
export function orderLegOf(leg: AmmOrderLeg, context: LegContext): OrderLeg {
  const amount = formatDisplay(leg.amount, leg.token.decimals, DISPLAY_DECIMALS);
  return {
    name: leg.token.symbol,
    quantity: `${amount} ${leg.token.symbol}`,
    amount,
    account_name: context.account,
    chainName: context.chainName,
    label: context.chainLabel,
  };
}

export interface NewAmmOrder {
  request: AmmOrderRequest;
  uuid: string;
  date: number;
  context: LegContext;
  expectedReports: number;
  gateway: boolean;
}

/** The order as it enters the history: in progress, unviewed. */
export function newAmmOrder(args: NewAmmOrder): Order {
  const { request, context } = args;
  return {
    type: request.type,
    send: request.send.map((leg) => orderLegOf(leg, context)),
    receive: request.receive.map((leg) => orderLegOf(leg, context)),
    uuid: args.uuid,
    ammTxIds: [],
    date: args.date,
    pool_id: request.pools[0].id,
    pool_name: request.pools[0].name,
    pools: [...request.pools],
    completed: false,
    error: false,
    ufxHop: request.ufxHop,
    ammOrderIds: [],
    expectedReports: Math.max(1, args.expectedReports),
    ...(args.gateway ? { gateway: true } : {}),
    viewedOrder: false,
    viewedReport: false,
  };
}

/**
 * The info notification of a new order (spec 2 §4 'Notifications'): 'Auction in progress' for liquidity
 * (spec 2 §4 'Liquidity'); for swaps the order itself, e.g. 'AMM Swap order: 1.0000 UTX → UFX'.
 */
export function orderNotice(order: Pick<Order, "type" | "send" | "receive">): string {
  if (order.type === "Add Liquidity" || order.type === "Remove Liquidity") return AUCTION_IN_PROGRESS;
  const sent = order.send.map((leg) => leg.quantity).join(", ");
  const received = order.receive.map((leg) => leg.name).join(", ");
  const type = translate(order.type);
  return received === ""
    ? t("{type} order: {sent}", { type, sent })
    : t("{type} order: {sent} → {received}", { type, sent, received });
}
