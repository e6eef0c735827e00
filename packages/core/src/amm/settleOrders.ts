import { belowMinimum, poolTokenDecimals } from "./orderMinimums";
import { type OrderFee, type OrderOutput, placeOrder, type RefundReason } from "./placeOrder";
import { type Pool, type TokenAmount, tokenId } from "./pool";

/** An order waiting in a pool's queue (what placeorder records on chain). */
export interface QueuedOrder {
  readonly id: string;
  readonly owner: string;
  readonly pool_id: number;
  readonly input: TokenAmount;
  readonly outputs: readonly OrderOutput[];
  /** Protected trades: the least each output may pay (units, output order); absent or null = no minimum. */
  readonly minOutputs?: readonly bigint[] | null;
}

export type SettlementRefundReason = RefundReason | "wrong_pool";

/** Per-order result the keeper records and the AMM socket pushes to the owner. */
export interface OrderReport {
  readonly id: string;
  readonly owner: string;
  readonly status: "filled" | "refunded";
  readonly input: TokenAmount;
  /** Amounts paid out, one per requested output (empty when refunded). */
  readonly outputs: readonly TokenAmount[];
  /** The input returned whole when the order could not execute. */
  readonly refund: TokenAmount | null;
  readonly reason: SettlementRefundReason | null;
  readonly detail: string | null;
  readonly fees: readonly OrderFee[];
}

export interface Settlement {
  readonly pool: Pool;
  readonly reports: readonly OrderReport[];
}

/**
 * The batch ("auction") the keeper runs: each queued order in queue order through placeOrder against the pool
 * as left by the previous ones. An order that cannot execute, or one that would pay an output below its
 * minimum (orderMinimums.ts), is refunded whole and leaves the pool as it was, so for every token: pool
 * before + inputs = pool after + outputs + refunds (fees stay in the pool).
 */
export function settleOrders(pool: Pool, orders: readonly QueuedOrder[]): Settlement {
  let current = pool;
  const reports: OrderReport[] = [];
  for (const order of orders) {
    const input = { token: tokenId(order.input.token), amount: order.input.amount };
    const base = { id: order.id, owner: order.owner, input };
    if (order.pool_id !== pool.id) {
      reports.push(refunded(base, "wrong_pool", `order is for pool ${order.pool_id}, not ${pool.id}`));
      continue;
    }
    const result = placeOrder(current, input, order.outputs);
    if (!result.ok) {
      reports.push(refunded(base, result.reason, result.detail));
      continue;
    }
    const short = belowMinimum(result.outputs, order.minOutputs, (token) =>
      poolTokenDecimals(current, token),
    );
    if (short) {
      reports.push(refunded(base, short.reason, short.detail));
      continue;
    }
    current = result.pool;
    reports.push({
      ...base,
      status: "filled",
      outputs: result.outputs,
      refund: null,
      reason: null,
      detail: null,
      fees: result.fees,
    });
  }
  return { pool: current, reports };
}

function refunded(
  base: { id: string; owner: string; input: TokenAmount },
  reason: SettlementRefundReason,
  detail: string,
): OrderReport {
  // A non-positive input has nothing to give back.
  const refund = base.input.amount > 0n ? base.input : null;
  return { ...base, status: "refunded", outputs: [], refund, reason, detail, fees: [] };
}
