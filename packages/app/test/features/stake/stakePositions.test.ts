import { parseRate, rateTimes } from "@ux/core/stake";
import { describe, expect, it } from "vitest";
import { positionRows } from "../../../src/features/stake/stakePositions";
import { historyItem, NOW, RATES } from "./fixtures";

const LATER = Date.UTC(2027, 0, 1);
const EARLIER = Date.UTC(2025, 9, 1);

describe("position rows (spec 2 §3, §4)", () => {
  it("shows Locked for an active locked position, Unstake for liquid, redeem once expired, hides empty and dust rows", () => {
    const rows = positionRows(
      [
        historyItem({ code: 202612, timestamp: LATER, liquid: "10.0000 UTX", locked: "5.0000 UTX" }),
        historyItem({ code: 202509, timestamp: EARLIER, locked: "3.0000 UTX" }),
        historyItem({ code: 202603, timestamp: Date.UTC(2026, 3, 1), liquid: "0.0000 UTX" }),
      ],
      RATES,
      NOW,
    );
    expect(rows.map((row) => [row.key, row.daysLeft, row.type, row.action])).toEqual([
      ["202509-locked", "Expired", "locked", "redeem"],
      ["202612-liquid", 351, "liquid", "unstake"],
      ["202612-locked", 351, "locked", "locked"],
    ]);
  });

  it("values a liquid position at today's unwind ratio, to the unit, and an expired one 1:1", () => {
    const rows = positionRows(
      [
        historyItem({ code: 202612, timestamp: LATER, liquid: "10.0000 UTX" }),
        historyItem({ code: 202509, timestamp: EARLIER, locked: "3.0000 UTX" }),
      ],
      RATES,
      NOW,
    );
    const tc = parseRate(RATES.find((rate) => rate.expiry === 202612)?.unwind.tc ?? "") ?? 0n;
    expect(rows.find((row) => row.type === "liquid")?.value).toBe(rateTimes(100_000n, tc));
    expect(rows.find((row) => row.type === "locked")?.value).toBe(30_000n);
  });
});
