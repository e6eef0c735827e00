import { parseRate, RATE_ONE } from "./stakeRate";

/**
 * The operator's published annual yield curve y(T) (ARCHITECTURE.md §7): points (days to expiry, annual
 * yield), linear in between, flat beyond the first and last point. Locked stakes earn y; liquid ones, which
 * may unwind early, y minus the spread (never below zero).
 */
export interface YieldCurve {
  readonly points: readonly { readonly days: number; readonly yield: bigint }[];
  readonly liquidSpread: bigint;
}

/** How a curve is configured: yields and spread as decimal text ('0.045' = 4.5% a year). */
export interface YieldCurveConfig {
  points: readonly { days: number; yield: string }[];
  liquidSpread: string;
}

export type CurveResult = { ok: true; curve: YieldCurve } | { ok: false; error: string };

/** Reads a configured curve strictly: at least one point, increasing whole days, yields below 100%. */
export function parseYieldCurve(config: YieldCurveConfig): CurveResult {
  if (config.points.length === 0) return { ok: false, error: "the yield curve needs at least one point" };
  const points: { days: number; yield: bigint }[] = [];
  for (const [index, point] of config.points.entries()) {
    const value = parseRate(point.yield);
    if (!Number.isSafeInteger(point.days) || point.days <= 0)
      return { ok: false, error: `point ${index + 1}: days must be a positive whole number` };
    if (value === null || value >= RATE_ONE)
      return { ok: false, error: `point ${index + 1}: the yield must be a decimal below 1 ('0.045')` };
    const previous = points[points.length - 1];
    if (previous !== undefined && point.days <= previous.days)
      return { ok: false, error: `point ${index + 1}: days must increase from point to point` };
    points.push({ days: point.days, yield: value });
  }
  const liquidSpread = parseRate(config.liquidSpread);
  if (liquidSpread === null) return { ok: false, error: "the liquid spread must be a decimal ('0.005')" };
  return { ok: true, curve: { points, liquidSpread } };
}

/** y at `days` to expiry, in RATE_ONE units, rounded down between points. */
export function yieldAt(curve: YieldCurve, days: number): bigint {
  const points = curve.points;
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) throw new RangeError("empty yield curve");
  if (days <= first.days) return first.yield;
  if (days >= last.days) return last.yield;
  for (let i = 1; i < points.length; i++) {
    const right = points[i];
    const left = points[i - 1];
    if (right === undefined || left === undefined || days > right.days) continue;
    const span = BigInt(right.days - left.days);
    const offset = BigInt(days - left.days);
    const delta = (right.yield - left.yield) * offset;
    // floor division for a falling curve too.
    const step = delta >= 0n ? delta / span : -((-delta + span - 1n) / span);
    return left.yield + step;
  }
  return last.yield;
}

/** The yield of a group: locked earns the curve, liquid the curve minus the spread (at least zero). */
export function groupYield(curve: YieldCurve, days: number, locked: boolean): bigint {
  const y = yieldAt(curve, days);
  if (locked) return y;
  return y > curve.liquidSpread ? y - curve.liquidSpread : 0n;
}
