import { ceilDiv } from "./bigintMath";
import { BPS_BIG } from "./pool";
import { exponentOf, scaledPow } from "./scaledPow";

/**
 * Single-asset join and exit (Balancer style) plus the LP impact fee.
 *
 * Base fee: only the non-proportional share of a single-asset leg is a swap, so the pool fee applies to
 * (1 - w) of it, w = weight/10000:
 *   join  lpCurve  = S * ((Bi + in*(1 - (1-w)*fee)) / Bi)^w - S                 (rounded down)
 *   exit  outCurve = Bo * (1 - ((S - lpIn)/S)^(1/w)) * (1 - (1-w)*fee)         (rounded down)
 *
 * LP impact fee (ours, ARCHITECTURE 6): the spot-valued amount of a leg is what it would get at the pool's
 * spot price with no curve and no fee: join lpSpot = in * w * S / Bi (LP per token i at spot is w*S/Bi),
 * exit outSpot = lpIn * Bo / (w * S). The price impact is spot minus curve (never negative: the curve is
 * concave for a join, convex for an exit), and 20% of it, rounded up, stays in the pool: a join mints that
 * much less LP, an exit pays that much less token. So the user receives curve - ceil(20% * (spot - curve)).
 */

const FEE_SCALE = BPS_BIG * BPS_BIG;

export interface LiquidityLeg {
  /** What the user receives (LP for a join, token units for an exit); 0 when the leg gives nothing. */
  readonly amount: bigint;
  /** Curve result after the base fee, before the impact fee. */
  readonly curve: bigint;
  /** Spot-valued amount (no curve, no fee). */
  readonly spot: bigint;
  /** Base fee kept by the pool, in the input token (join) or output token (exit), rounded down. */
  readonly baseFee: bigint;
  /** Impact fee kept by the pool, in LP units (join) or output token units (exit). */
  readonly impactFee: bigint;
}

/** Multiplier (1 - (1-w)*fee) scaled by 10^8. */
function keepScaled(weight: number, feeBps: number): bigint {
  return FEE_SCALE - (BPS_BIG - BigInt(weight)) * BigInt(feeBps);
}

function impactFeeOf(spot: bigint, curve: bigint, impactFeeBps: number): bigint {
  const impact = spot > curve ? spot - curve : 0n;
  return ceilDiv(impact * BigInt(impactFeeBps), BPS_BIG);
}

/** Add `amountIn` of one pool token (balance, weight) to a pool whose LP supply is `supply`. */
export function joinSingleAsset(
  balance: bigint,
  weight: number,
  supply: bigint,
  amountIn: bigint,
  feeBps: number,
  impactFeeBps: number,
): LiquidityLeg {
  if (amountIn <= 0n || balance <= 0n || supply <= 0n) {
    return { amount: 0n, curve: 0n, spot: 0n, baseFee: 0n, impactFee: 0n };
  }
  const keep = keepScaled(weight, feeBps);
  const before = balance * FEE_SCALE;
  const after = before + amountIn * keep;
  const curve = scaledPow(supply, after, before, exponentOf(weight, Number(BPS_BIG)), "floor") - supply;
  const spot = (amountIn * BigInt(weight) * supply) / (balance * BPS_BIG);
  const impactFee = impactFeeOf(spot, curve, impactFeeBps);
  const amount = curve > impactFee ? curve - impactFee : 0n;
  const baseFee = (amountIn * (FEE_SCALE - keep)) / FEE_SCALE;
  return { amount, curve, spot, baseFee, impactFee: curve - amount };
}

/** Burn `lpIn` LP for one pool token (balance, weight). Burning the whole supply is not a single-asset exit. */
export function exitSingleAsset(
  balance: bigint,
  weight: number,
  supply: bigint,
  lpIn: bigint,
  feeBps: number,
  impactFeeBps: number,
): LiquidityLeg {
  if (lpIn <= 0n || balance <= 0n || lpIn >= supply) {
    return { amount: 0n, curve: 0n, spot: 0n, baseFee: 0n, impactFee: 0n };
  }
  const keep = keepScaled(weight, feeBps);
  // floor(C*(Bo - Bo*r^e)/10^8) = floor((C*Bo - ceil(C*Bo*r^e))/10^8) exactly, C*Bo being an integer.
  const scaledBalance = balance * keep;
  const remaining = scaledPow(
    scaledBalance,
    supply - lpIn,
    supply,
    exponentOf(Number(BPS_BIG), weight),
    "ceil",
  );
  const curve = (scaledBalance - remaining) / FEE_SCALE;
  const spot = (lpIn * balance * BPS_BIG) / (supply * BigInt(weight));
  const impactFee = impactFeeOf(spot, curve, impactFeeBps);
  const amount = curve > impactFee ? curve - impactFee : 0n;
  // gross = curve / keep; the base fee is the difference (informational, rounded down)
  const baseFee = (curve * (FEE_SCALE - keep)) / keep;
  return { amount, curve, spot, baseFee, impactFee: curve - amount };
}
