import { parseYieldCurve, type YieldCurve } from "../../src/stake/yieldCurve";

/** The devnet's published curve: 3% at 90 days, 5% at a year, 8% at five years; liquid 0.5% lower. */
export function devnetCurve(): YieldCurve {
  const parsed = parseYieldCurve({
    points: [
      { days: 90, yield: "0.03" },
      { days: 365, yield: "0.05" },
      { days: 1825, yield: "0.08" },
    ],
    liquidSpread: "0.005",
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.curve;
}

/** The instant the stake tests quote at: 2026-11-25 10:00 UTC. */
export const NOW = Date.UTC(2026, 10, 25, 10, 0, 0);
