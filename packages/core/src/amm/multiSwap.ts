import { type OrderOutput, type OrderResult, placeOrder } from "./placeOrder";
import type { Pool, TokenAmount } from "./pool";
import { tokenId, tokenKey } from "./pool";

export interface MultiSwapEstimate {
  /** One result per input, in order; failed inputs would be refunded. */
  readonly orders: readonly OrderResult[];
  readonly pool: Pool;
  /** Sum of filled outputs per output token, in the order of `outputs`. */
  readonly totals: readonly TokenAmount[];
}

/**
 * Multi Swap: one placeorder per input with the same output proportions, applied in order, each against the
 * pool left by the previous ones (exactly what settlement does when nothing else trades in between).
 */
export function multiSwap(
  pool: Pool,
  inputs: readonly TokenAmount[],
  outputs: readonly OrderOutput[],
): MultiSwapEstimate {
  let current = pool;
  const orders: OrderResult[] = [];
  const totals = new Map<string, bigint>(outputs.map((o) => [tokenKey(o.token), 0n]));
  for (const input of inputs) {
    const result = placeOrder(current, input, outputs);
    orders.push(result);
    if (!result.ok) continue;
    current = result.pool;
    for (const out of result.outputs) {
      const key = tokenKey(out.token);
      totals.set(key, (totals.get(key) ?? 0n) + out.amount);
    }
  }
  return {
    orders,
    pool: current,
    totals: outputs.map((o) => ({ token: tokenId(o.token), amount: totals.get(tokenKey(o.token)) ?? 0n })),
  };
}
