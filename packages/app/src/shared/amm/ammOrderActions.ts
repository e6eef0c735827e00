import type { PlaceorderData, UfxhopData } from "@ux/core/amm/contract";
import {
  AMM_ACTIONS,
  AMM_DEPOSIT_MEMO,
  assetTextOf,
  extSymbolOf,
  TOKEN_ACTIONS,
  type TokenWithDecimals,
} from "@ux/core/amm/contract";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { formatSymbol } from "@ux/core/money";

/*
 * The actions of one AMM order transaction (spec 2 §7): opens first, then a deposit per input token
 * ('Transfer to AMM'), then the placeorder/ufxhop actions. The services co-sign it with their noop in front.
 */

function tokenOpenAction(token: TokenWithDecimals, signer: PermissionLevel): ActionInput {
  return {
    account: token.contract,
    name: TOKEN_ACTIONS.open,
    authorization: [signer],
    data: {
      owner: signer.actor,
      symbol: formatSymbol({ code: token.symbol, precision: token.decimals }),
      ram_payer: signer.actor,
    },
  };
}

function ammOpenAction(amm: string, token: TokenWithDecimals, signer: PermissionLevel): ActionInput {
  return {
    account: amm,
    name: AMM_ACTIONS.open,
    authorization: [signer],
    data: { owner: signer.actor, ext_symbol: extSymbolOf(token), ram_payer: signer.actor },
  };
}

function depositAction(
  amm: string,
  token: TokenWithDecimals,
  amount: bigint,
  signer: PermissionLevel,
): ActionInput {
  return {
    account: token.contract,
    name: TOKEN_ACTIONS.transfer,
    authorization: [signer],
    data: { from: signer.actor, to: amm, quantity: assetTextOf(amount, token), memo: AMM_DEPOSIT_MEMO },
  };
}

export function placeorderAction(amm: string, data: PlaceorderData, signer: PermissionLevel): ActionInput {
  return { account: amm, name: AMM_ACTIONS.placeorder, authorization: [signer], data: { ...data } };
}

export function ufxhopAction(amm: string, data: UfxhopData, signer: PermissionLevel): ActionInput {
  return { account: amm, name: AMM_ACTIONS.ufxhop, authorization: [signer], data: { ...data } };
}

export interface OrderTransactionPlan {
  amm: string;
  signer: PermissionLevel;
  /** What the orders spend, one deposit per token (amounts in units). */
  deposits: readonly { token: TokenWithDecimals; amount: bigint }[];
  /** Tokens the user will receive and holds no balance of yet: opened first so the AMM can pay them out. */
  tokensToOpen: readonly TokenWithDecimals[];
  /** placeorder / ufxhop actions, in order. */
  orders: readonly ActionInput[];
}

/** Opens, deposits, orders: 'Before the order, open actions are sorted first' (spec 2 §7). */
export function orderTransactionActions(plan: OrderTransactionPlan): ActionInput[] {
  return [
    ...plan.tokensToOpen.map((token) => tokenOpenAction(token, plan.signer)),
    ...plan.deposits.map((d) => ammOpenAction(plan.amm, d.token, plan.signer)),
    ...plan.deposits.map((d) => depositAction(plan.amm, d.token, d.amount, plan.signer)),
    ...plan.orders,
  ];
}
