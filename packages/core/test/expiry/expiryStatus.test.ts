import { describe, expect, it } from "vitest";
import { daysLeft, isExpiryActive, positionDaysLeft, stakingRowState } from "../../src/expiry/expiryStatus";

const DAY = 86_400_000;
const EXPIRY = Date.parse("2026-04-01T00:00:00Z");

describe("expiry status", () => {
  it("is active strictly before the expiry instant", () => {
    expect(isExpiryActive(EXPIRY, EXPIRY - 1)).toBe(true);
    expect(isExpiryActive(EXPIRY, EXPIRY)).toBe(false);
    expect(isExpiryActive(EXPIRY, EXPIRY + 1)).toBe(false);
  });

  it("rounds days left to the nearest day of 86400000 ms", () => {
    expect(daysLeft(EXPIRY, EXPIRY - 10 * DAY)).toBe(10);
    expect(daysLeft(EXPIRY, EXPIRY - 10 * DAY - DAY / 2 + 1)).toBe(10);
    expect(daysLeft(EXPIRY, EXPIRY - 10 * DAY - DAY / 2)).toBe(11);
    expect(daysLeft(EXPIRY, EXPIRY - 1)).toBe(0);
    expect(daysLeft(EXPIRY, EXPIRY + 3 * DAY)).toBe(-3);
  });

  it("shows a number while active and 'Expired' after", () => {
    expect(positionDaysLeft(EXPIRY, EXPIRY - 45 * DAY)).toBe(45);
    expect(positionDaysLeft(EXPIRY, EXPIRY)).toBe("Expired");
    expect(positionDaysLeft(EXPIRY, EXPIRY + DAY)).toBe("Expired");
  });

  it("reads the staking contract row state from the unstaking timestamp's year", () => {
    expect(stakingRowState(0)).toBe("staked");
    expect(stakingRowState(Date.parse("1970-12-31T23:59:59Z"))).toBe("staked");
    expect(stakingRowState(Date.parse("1971-01-01T00:00:00Z"))).toBe("unstaking");
    expect(stakingRowState(EXPIRY)).toBe("unstaking");
  });
});
