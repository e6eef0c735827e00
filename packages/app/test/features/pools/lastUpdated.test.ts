import { describe, expect, it } from "vitest";
import { lastUpdatedMs, lastUpdatedText } from "../../../src/features/pools/lastUpdated";

describe("last updated", () => {
  it("prefers the indexer's price time, else the arrival time", () => {
    expect(lastUpdatedMs("2024-05-01T10:00:00", 5)).toBe(Date.UTC(2024, 4, 1, 10));
    expect(lastUpdatedMs(1_714_557_600, 5)).toBe(1_714_557_600_000);
    expect(lastUpdatedMs("not a time", 5)).toBe(5);
    expect(lastUpdatedMs(undefined, 5)).toBe(5);
    expect(lastUpdatedMs(undefined, undefined)).toBeUndefined();
  });

  it("reads as a relative time", () => {
    expect(lastUpdatedText(0, 120_000)).toBe("Last updated 2 minutes ago");
    expect(lastUpdatedText(0, 500)).toBe("Last updated just now");
    expect(lastUpdatedText(undefined, 500)).toBe("Last updated: —");
  });
});
