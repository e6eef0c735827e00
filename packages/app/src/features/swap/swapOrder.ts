import { placeorderData, type TokenWithDecimals, ufxhopData } from "@ux/core/amm/contract";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { orderTransactionActions, placeorderAction, ufxhopAction } from "../../shared/amm/ammOrderActions";
import { poolRef } from "../../shared/amm/ammOrderPools";
import type { AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import type { SwapPlan } from "./swapEstimate";

export interface SwapOrder {
  readonly amm: string;
  readonly from: TokenWithDecimals;
  readonly to: TokenWithDecimals;
  readonly plan: SwapPlan;
  /** Units to send, and the estimate of what is received as the form shows it. */
  readonly send: bigint;
  readonly receive: bigint;
  /** The least the order may pay out (units of the to-token): the 'Minimum received' the form shows. */
  readonly minReceive: bigint;
  /** The wallet holds no to-token: its balance row is opened first so the AMM can pay it out. */
  readonly openToToken: boolean;
}

function orderAction(order: SwapOrder, signer: PermissionLevel): ActionInput {
  const { amm, from, to, plan, send, minReceive } = order;
  if (plan.kind === "ufxhop") {
    const data = ufxhopData({
      owner: signer.actor,
      input: from,
      amount: send,
      output: to,
      minOutput: minReceive,
    });
    return ufxhopAction(amm, data, signer);
  }
  const data = placeorderData({
    owner: signer.actor,
    pool_id: plan.pool.id,
    input: from,
    amount: send,
    outputs: [{ token: to, proportion: 10_000 }],
    minOutputs: [minReceive],
  });
  return placeorderAction(amm, data, signer);
}

/**
 * The 'AMM Swap' order (spec 2 §7): open of the to-token when the wallet has none, deposit of the from-token
 * ('Transfer to AMM'), then placeorder with outputs [{to, 10000}] in the chosen pool, or ufxhop for a hop
 * (queued in the from-token's UFX pool); either carries the 'Minimum received' shown (min_outputs /
 * min_output), below which the keeper refunds the order.
 */
export function swapOrderRequest(order: SwapOrder): AmmOrderRequest {
  const { from, to, plan, send, receive } = order;
  return {
    type: "AMM Swap",
    pools: plan.kind === "ufxhop" ? [poolRef(plan.first), poolRef(plan.second)] : [poolRef(plan.pool)],
    ufxHop: plan.kind === "ufxhop",
    buildActions: (signer) =>
      orderTransactionActions({
        amm: order.amm,
        signer,
        deposits: [{ token: from, amount: send }],
        tokensToOpen: order.openToToken ? [to] : [],
        orders: [orderAction(order, signer)],
      }),
    send: [{ token: from, amount: send }],
    receive: [{ token: to, amount: receive }],
  };
}
