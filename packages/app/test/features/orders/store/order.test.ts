import { describe, expect, it } from "vitest";
import {
  countUnviewed,
  markAllViewed,
  parsePersistedOrders,
} from "../../../../src/features/orders/store/order";
import { order, report } from "../orderFixtures";

describe("unviewed count", () => {
  it("counts unviewed orders and unviewed reports separately", () => {
    expect(countUnviewed([])).toBe(0);
    expect(countUnviewed([order()])).toBe(1);
    expect(countUnviewed([order({ completed: true, report })])).toBe(2);
    expect(countUnviewed([order({ viewedOrder: true, completed: true, report })])).toBe(1);
    expect(countUnviewed([order({ viewedOrder: true, viewedReport: true, completed: true, report })])).toBe(
      0,
    );
    // A report not yet arrived is not counted even though viewedReport is false.
    expect(countUnviewed([order({ viewedOrder: true })])).toBe(0);
  });

  it("markAllViewed clears the count, and a report arriving later counts again", () => {
    const viewed = markAllViewed([order({ uuid: "a" }), order({ uuid: "b", completed: true, report })]);
    expect(countUnviewed(viewed)).toBe(0);
    expect(viewed.map((o) => [o.viewedOrder, o.viewedReport])).toEqual([
      [true, false],
      [true, true],
    ]);
    const reported = viewed.map((o) => (o.uuid === "a" ? { ...o, completed: true, report } : o));
    expect(countUnviewed(reported)).toBe(1);
  });
});

describe("persisted orders", () => {
  it("keeps valid entries, fills defaults, and drops corrupt ones", () => {
    const { ammTxIds: _ids, ufxHop: _hop, ...withoutDefaults } = order({ uuid: "ok" });
    const parsed = parsePersistedOrders([withoutDefaults, { uuid: "broken" }, 42, null]);
    expect(parsed).toEqual([order({ uuid: "ok" })]);
    expect(parsePersistedOrders("not a list")).toEqual([]);
    expect(parsePersistedOrders(undefined)).toEqual([]);
  });
});
