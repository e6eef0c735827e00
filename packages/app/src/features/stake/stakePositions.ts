import { positionDaysLeft } from "@ux/core/expiry";
import { isVisibleStakeQuantity } from "@ux/core/forms";
import { parseAsset } from "@ux/core/money";
import { parseRate, rateTimes } from "@ux/core/stake";
import type { ExpiryRateEntry, StakeHistoryItem } from "@ux/core/stake/socket";
import { msg } from "../../shared/i18n/msg";

/*
 * Current Positions (spec 2 §3 'Position row', §4 'Stake position'): one row per expiry and type (liquid or
 * locked) the user holds, dust (at or below 0.00001) hidden. An active locked position shows a disabled
 * 'Locked' button; every other row 'Unstake', which unstakes an active liquid position at today's unwind.tc
 * and redeems an expired one 1:1. `value` is what the user would receive now, to the unit.
 */

export type PositionType = "liquid" | "locked";
export type PositionAction = "locked" | "unstake" | "redeem";

export interface PositionRow {
  key: string;
  expiry: number;
  formatted: string;
  daysLeft: number | "Expired";
  type: PositionType;
  units: bigint;
  decimals: number;
  symbol: string;
  active: boolean;
  action: PositionAction;
  /** Units received if unstaked (or redeemed) now; null when today's unwind ratio is not published. */
  value: bigint | null;
}

function rowOf(
  item: StakeHistoryItem,
  type: PositionType,
  rates: readonly ExpiryRateEntry[],
  now: number,
): PositionRow | null {
  const parsed = parseAsset(type === "liquid" ? item.liquid : item.locked);
  if (!parsed.ok) return null;
  const { amount: units, symbol } = parsed.value;
  if (units <= 0n || !isVisibleStakeQuantity(units, symbol.precision)) return null;
  const active = item.active;
  const action: PositionAction = !active ? "redeem" : type === "locked" ? "locked" : "unstake";
  const tc = rates.find((rate) => rate.expiry === item.expiry.expiry)?.unwind.tc;
  const ratio = tc === undefined ? null : parseRate(tc);
  return {
    key: `${item.expiry.expiry}-${type}`,
    expiry: item.expiry.expiry,
    formatted: item.expiry.formatted,
    daysLeft: active ? positionDaysLeft(item.timestamp, now) : msg("Expired"),
    type,
    units,
    decimals: symbol.precision,
    symbol: symbol.code,
    active,
    action,
    value:
      action === "redeem" ? units : action === "unstake" && ratio !== null ? rateTimes(units, ratio) : null,
  };
}

/** The rows of every position, nearest expiry first, liquid before locked. */
export function positionRows(
  history: readonly StakeHistoryItem[],
  rates: readonly ExpiryRateEntry[],
  now: number,
): PositionRow[] {
  return [...history]
    .sort((a, b) => a.timestamp - b.timestamp)
    .flatMap((item) => [rowOf(item, "liquid", rates, now), rowOf(item, "locked", rates, now)])
    .filter((row): row is PositionRow => row !== null);
}
