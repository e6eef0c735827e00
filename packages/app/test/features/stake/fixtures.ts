import { parseYieldCurve } from "@ux/core/stake";
import { type ExpiryRateEntry, expiryRateTable, type StakeHistoryItem } from "@ux/core/stake/socket";

/** 2026-01-15 noon UTC: the rates of 20 quarterly expiries, MAR26 to DEC30. */
export const NOW = Date.UTC(2026, 0, 15, 12);

const curve = parseYieldCurve({
  points: [
    { days: 90, yield: "0.03" },
    { days: 1825, yield: "0.06" },
  ],
  liquidSpread: "0.005",
});
if (!curve.ok) throw new Error(curve.error);

export const RATES: ExpiryRateEntry[] = expiryRateTable(curve.curve, NOW);

export function historyItem(
  overrides: Partial<StakeHistoryItem> & { code: number; timestamp: number },
): StakeHistoryItem {
  const { code, timestamp, ...rest } = overrides;
  return {
    expiry: { expiry: code, timestamp, formatted: `X${code}` },
    timestamp,
    active: timestamp > NOW,
    liquid: "0.0000 UTX",
    locked: "0.0000 UTX",
    sells: [],
    buys: [],
    ...rest,
  };
}
