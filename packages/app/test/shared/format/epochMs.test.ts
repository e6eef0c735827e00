import { describe, expect, it } from "vitest";
import { toEpochMs } from "../../../src/shared/format/epochMs";

describe("toEpochMs", () => {
  it("reads epoch seconds and epoch milliseconds", () => {
    expect(toEpochMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toEpochMs("1700000000")).toBe(1_700_000_000_000);
  });

  it("reads ISO text, and zone-less Antelope timestamps as UTC", () => {
    expect(toEpochMs("2024-01-02T03:04:05Z")).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toEpochMs("2024-01-02T03:04:05")).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toEpochMs("2024-01-02T03:04:05.500")).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 500));
    expect(toEpochMs("2024-01-02T05:04:05+02:00")).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
  });

  it("gives null for unreadable values", () => {
    expect(toEpochMs("yesterday")).toBeNull();
    expect(toEpochMs("")).toBeNull();
    expect(toEpochMs(Number.NaN)).toBeNull();
    expect(toEpochMs(-1)).toBeNull();
    expect(toEpochMs(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
