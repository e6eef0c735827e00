import {
  inputForOutputInPool,
  minTradeOf,
  type Pool,
  placeOrder,
  tokenId,
  ufxHop,
  ufxHopInGivenOut,
} from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import type { SwapRoute } from "@ux/core/forms";
import { positiveUnits, readAmountField } from "@ux/core/forms";
import { DISPLAY_DECIMALS, divide, formatDisplay, pow10, type RoundingMode } from "@ux/core/money";
import type { SwapIndex } from "./swapIndex";
import { swapRouting, type UfxHopPools } from "./swapRouting";

/** Which amount the user typed: the amount to send or the amount to receive. */
export type AmountSide = "send" | "receive";

/** One direct pool and the computed side's amount through it (null when the order would not execute). */
export interface PoolChoice {
  readonly pool: Pool;
  readonly amount: bigint | null;
}

export type SwapPlan =
  | {
      readonly kind: "direct";
      readonly pool: Pool;
      /** Every direct pool, best first once an amount is typed (the user may pick another). */
      readonly choices: readonly PoolChoice[];
    }
  | ({ readonly kind: "ufxhop" } & UfxHopPools);

export interface SwapEstimate {
  readonly route: SwapRoute;
  /** Null when no route exists ('No matching pool found'). */
  readonly plan: SwapPlan | null;
  /** Units of each side: the typed one when positive, the computed one when the order would execute. */
  readonly sendUnits: bigint | null;
  readonly receiveUnits: bigint | null;
  /** The computed side as shown: 4 decimals (fewer for tokens with fewer); '' when there is none. */
  readonly computedText: string;
  /** The from-token's minimum trade in the pool the order enters (units). */
  readonly fromMin: bigint;
}

type Leg = { readonly kind: "direct"; readonly pool: Pool } | ({ readonly kind: "ufxhop" } & UfxHopPools);

function shownDecimals(decimals: number): number {
  return Math.min(DISPLAY_DECIMALS, decimals);
}

/** An amount as the form shows it: 4 decimals (fewer for tokens with fewer), rounded down. */
export function shownAmountText(units: bigint, decimals: number): string {
  return formatDisplay(units, decimals, shownDecimals(decimals));
}

/** Units rounded to the 4 shown decimals (no change for tokens with 4 decimals or fewer). */
function roundToShown(units: bigint, decimals: number, mode: RoundingMode): bigint {
  const step = pow10(decimals - shownDecimals(decimals));
  return divide(units, step, mode) * step;
}

function entryPool(leg: Leg): Pool {
  return leg.kind === "direct" ? leg.pool : leg.first;
}

function inputMin(leg: Leg, from: TokenWithDecimals): bigint {
  return minTradeOf(entryPool(leg), from) ?? 1n;
}

/** What the settlement pays for `amountIn` (the same core code the contract runs); null when it refunds. */
function settledOut(
  leg: Leg,
  from: TokenWithDecimals,
  to: TokenWithDecimals,
  amountIn: bigint,
): bigint | null {
  const input = { token: tokenId(from), amount: amountIn };
  if (leg.kind === "ufxhop") {
    const hop = ufxHop(leg.first, leg.second, input, leg.ufx, tokenId(to));
    return hop.ok ? hop.amountOut : null;
  }
  const fill = placeOrder(leg.pool, input, [{ token: tokenId(to), proportion: 10_000 }]);
  return fill.ok ? (fill.outputs[0]?.amount ?? null) : null;
}

function neededIn(leg: Leg, from: TokenWithDecimals, to: TokenWithDecimals, wanted: bigint): bigint | null {
  if (leg.kind === "direct") return inputForOutputInPool(leg.pool, from, to, wanted);
  return ufxHopInGivenOut(leg.first, leg.second, from, leg.ufx, to, wanted);
}

/**
 * The computed side for a positive typed amount, rounded to 4 decimals so that the user is never promised
 * more than the report gives:
 * - send typed: the exact output rounded DOWN (the report pays at least the amount shown);
 * - receive typed: the exact input needed rounded UP (sending it yields at least the amount typed).
 * Null when the order would be refunded, except that a send below the from-token's minimum is still
 * returned so the form can say 'Minimum is …'.
 */
function quoteLeg(
  leg: Leg,
  from: TokenWithDecimals,
  to: TokenWithDecimals,
  side: AmountSide,
  typed: bigint,
): bigint | null {
  const min = inputMin(leg, from);
  if (side === "send") {
    if (typed < min) return null;
    const out = settledOut(leg, from, to, typed);
    const shown = out === null ? 0n : roundToShown(out, to.decimals, "down");
    return shown > 0n ? shown : null;
  }
  const needed = neededIn(leg, from, to, typed);
  if (needed === null) return null;
  const send = roundToShown(needed, from.decimals, "up");
  if (send < min) return send;
  const out = settledOut(leg, from, to, send);
  return out !== null && out >= typed ? send : null;
}

/** Better = more received for a typed send, less to send for a typed receive; no quote is worst. */
function better(side: AmountSide, a: bigint | null, b: bigint | null): boolean {
  if (a === null) return false;
  if (b === null) return true;
  return side === "send" ? a > b : a < b;
}

function directPlan(
  pools: readonly Pool[],
  from: TokenWithDecimals,
  to: TokenWithDecimals,
  side: AmountSide,
  typed: bigint | null,
  chosenPoolId: number | null,
): { plan: SwapPlan; amount: bigint | null } {
  const quoted: PoolChoice[] = pools.map((pool) => ({
    pool,
    amount: typed === null ? null : quoteLeg({ kind: "direct", pool }, from, to, side, typed),
  }));
  // Stable insertion sort: equal quotes keep pool order, so ties go to the lower pool id.
  const choices: PoolChoice[] = [];
  for (const choice of quoted) {
    const at = choices.findIndex((c) => better(side, choice.amount, c.amount));
    if (at < 0) choices.push(choice);
    else choices.splice(at, 0, choice);
  }
  const picked = choices.find((c) => c.pool.id === chosenPoolId) ?? choices[0];
  if (picked === undefined) throw new Error("directPlan needs at least one pool");
  return { plan: { kind: "direct", pool: picked.pool, choices }, amount: picked.amount };
}

/**
 * The estimate the AMM Swap page shows for one keystroke: the route, the pool(s), and the other side's
 * amount, computed synchronously with the same core functions the settlement runs. `chosenPoolId` is the
 * user's pick among several direct pools; otherwise the best one is taken.
 */
export function swapEstimate(
  index: SwapIndex,
  from: TokenWithDecimals,
  to: TokenWithDecimals,
  amountText: string,
  side: AmountSide,
  chosenPoolId: number | null = null,
): SwapEstimate {
  const typedToken = side === "send" ? from : to;
  const typedUnits = positiveUnits(readAmountField(amountText, typedToken.decimals));
  const typed = typedUnits > 0n ? typedUnits : null;
  const routing = swapRouting(index, from, to);
  let plan: SwapPlan | null = null;
  let computed: bigint | null = null;
  if (routing.direct.length > 0) {
    ({ plan, amount: computed } = directPlan(routing.direct, from, to, side, typed, chosenPoolId));
  } else if (routing.hop !== null) {
    plan = { kind: "ufxhop", ...routing.hop };
    computed = typed === null ? null : quoteLeg(plan, from, to, side, typed);
  }
  const computedToken = side === "send" ? to : from;
  return {
    route: routing.route,
    plan,
    sendUnits: side === "send" ? typed : computed,
    receiveUnits: side === "send" ? computed : typed,
    // Already rounded in the safe direction, so the text is exact.
    computedText: computed === null ? "" : shownAmountText(computed, computedToken.decimals),
    fromMin: plan === null ? 1n : inputMin(plan, from),
  };
}
