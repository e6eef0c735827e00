import { describe, expect, it } from "vitest";
import { type UserOrderProgress, userOrderState } from "../../src/orders";

describe("user order states (spec 1 §4: open, completed, canceled)", () => {
  const cases: [string, UserOrderProgress, ReturnType<typeof userOrderState>][] = [
    [
      "still in the open order table, nothing filled",
      { open: true, quantity: 100n, filled: 0n },
      { state: "open", filled: 0n, remaining: 100n, canceled: 0n },
    ],
    [
      "still open after a partial fill: the rest may still fill",
      { open: true, quantity: 100n, filled: 40n },
      { state: "open", filled: 40n, remaining: 60n, canceled: 0n },
    ],
    [
      "no longer open, filled in full",
      { open: false, quantity: 100n, filled: 100n },
      { state: "completed", filled: 100n, remaining: 0n, canceled: 0n },
    ],
    [
      "no longer open after a partial fill: completed, the unfilled remainder canceled",
      { open: false, quantity: 100n, filled: 40n },
      { state: "completed", filled: 40n, remaining: 0n, canceled: 60n },
    ],
    [
      "no longer open and nothing filled",
      { open: false, quantity: 100n, filled: 0n },
      { state: "canceled", filled: 0n, remaining: 0n, canceled: 100n },
    ],
    [
      "an open order filled in full is no longer open",
      { open: true, quantity: 100n, filled: 100n },
      { state: "completed", filled: 100n, remaining: 0n, canceled: 0n },
    ],
  ];
  it.each(cases)("%s", (_, progress, expected) => {
    expect(userOrderState(progress)).toEqual(expected);
  });

  it("refuses figures that cannot be", () => {
    expect(() => userOrderState({ open: false, quantity: 10n, filled: 11n })).toThrow(RangeError);
    expect(() => userOrderState({ open: false, quantity: 10n, filled: -1n })).toThrow(RangeError);
    expect(() => userOrderState({ open: true, quantity: 0n, filled: 0n })).toThrow(RangeError);
  });
});
