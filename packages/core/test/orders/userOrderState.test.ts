import { describe, expect, it } from "vitest";
import { type UserOrderState, userOrderState } from "../../src/orders";

describe("user order states (spec 1 §4: open, completed, canceled)", () => {
  // An order of 100: still in the open order table or not, and how much filled -> what the user sees.
  type Case = [
    why: string,
    open: boolean,
    filled: bigint,
    state: UserOrderState,
    remaining: bigint,
    canceled: bigint,
  ];
  const cases: Case[] = [
    ["still in the open order table, nothing filled", true, 0n, "open", 100n, 0n],
    ["still open after a partial fill: the rest may still fill", true, 40n, "open", 60n, 0n],
    ["no longer open, filled in full", false, 100n, "completed", 0n, 0n],
    ["no longer open after a partial fill: the remainder canceled", false, 40n, "completed", 0n, 60n],
    ["no longer open and nothing filled", false, 0n, "canceled", 0n, 100n],
    ["an open order filled in full is no longer open", true, 100n, "completed", 0n, 0n],
  ];
  it.each(cases)("%s", (_, open, filled, state, remaining, canceled) => {
    expect(userOrderState({ open, quantity: 100n, filled })).toEqual({ state, filled, remaining, canceled });
  });

  it("refuses figures that cannot be", () => {
    expect(() => userOrderState({ open: false, quantity: 10n, filled: 11n })).toThrow(RangeError);
    expect(() => userOrderState({ open: false, quantity: 10n, filled: -1n })).toThrow(RangeError);
    expect(() => userOrderState({ open: true, quantity: 0n, filled: 0n })).toThrow(RangeError);
  });
});
