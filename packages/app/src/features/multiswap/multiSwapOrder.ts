import type { Pool } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { placeorderData } from "@ux/core/amm/contract";
import { orderTransactionActions, placeorderAction } from "../../shared/amm/ammOrderActions";
import { poolRef } from "../../shared/amm/ammOrderPools";
import type { AmmOrderLeg, AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import { plainToken } from "../../shared/amm/ammTokens";
import { type AmmWalletBalances, balanceOf } from "../../shared/amm/ammWalletBalances";
import type { MultiSwapProtection } from "./multiSwapProtection";
import type { MultiSwapSummary } from "./multiSwapSummary";

/** What the confirmed form places: the inputs, the output proportions and the estimated receive amounts. */
export interface MultiSwapOrder {
  readonly pool: Pool;
  readonly send: readonly AmmOrderLeg[];
  readonly outputs: readonly { readonly token: TokenWithDecimals; readonly proportion: number }[];
  readonly receive: readonly AmmOrderLeg[];
  /** Per send leg (per placeorder), one minimum per output in output order: what the form shows, summed. */
  readonly minOutputs: readonly (readonly bigint[])[];
}

/**
 * The order of a summary with its protection (the minimums shown), or null while it has nothing to send or
 * no complete receive proportions.
 */
export function multiSwapOrderOf(
  pool: Pool,
  summary: MultiSwapSummary,
  protection: MultiSwapProtection | null,
): MultiSwapOrder | null {
  const estimated = summary.receive.every((row) => row.estimate !== null);
  if (summary.send.length === 0 || summary.receive.length === 0 || !estimated || protection === null)
    return null;
  return {
    pool,
    send: summary.send.map((row) => ({ token: plainToken(row.token), amount: row.amount })),
    outputs: summary.receive.map((row) => ({
      token: plainToken(row.token),
      proportion: Number(row.basisPoints),
    })),
    receive: summary.receive.map((row) => ({ token: plainToken(row.token), amount: row.estimate ?? 0n })),
    minOutputs: protection.orderMinimums,
  };
}

/**
 * The 'Multi Swap' order transaction (spec 2 §7): one deposit and one placeorder per sent token, every
 * placeorder with the same output proportions (percentage x 100) and its own minimums (min_outputs); tokens
 * to receive that the wallet holds none of are opened first so the AMM can pay them out.
 */
export function multiSwapOrderRequest(
  order: MultiSwapOrder,
  ammContract: string,
  balances: AmmWalletBalances | undefined,
): AmmOrderRequest {
  return {
    type: "Multi Swap",
    pools: [poolRef(order.pool)],
    ufxHop: false,
    send: order.send,
    receive: order.receive,
    buildActions: (signer) =>
      orderTransactionActions({
        amm: ammContract,
        signer,
        deposits: order.send,
        tokensToOpen: order.outputs
          .map((output) => output.token)
          .filter((token) => balanceOf(balances, token) === 0n),
        orders: order.send.map((leg, i) =>
          placeorderAction(
            ammContract,
            placeorderData({
              owner: signer.actor,
              pool_id: order.pool.id,
              input: leg.token,
              amount: leg.amount,
              outputs: order.outputs,
              minOutputs: order.minOutputs[i],
            }),
            signer,
          ),
        ),
      }),
  };
}
