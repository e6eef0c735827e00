import { describe, expect, it } from "vitest";
import { englishTimeAgo, type TimeAgoUnit } from "../../../src/shared/format/englishTimeAgo";

const UNITS: TimeAgoUnit[] = ["year", "month", "day", "hour", "minute", "second"];
const COUNTS = [
  ...Array.from({ length: 1200 }, (_, i) => i + 1),
  9_999,
  10_000,
  123_456,
  1_000_000,
  12_345_678,
];

describe("englishTimeAgo", () => {
  it("words every unit and count as the browser's English relative time format does", () => {
    const intl = new Intl.RelativeTimeFormat("en");
    for (const unit of UNITS) {
      for (const count of COUNTS) expect(englishTimeAgo(count, unit)).toBe(intl.format(-count, unit));
    }
  });

  it("reads as the spec's examples", () => {
    expect(englishTimeAgo(1, "minute")).toBe("1 minute ago");
    expect(englishTimeAgo(5, "minute")).toBe("5 minutes ago");
    expect(englishTimeAgo(1_000, "day")).toBe("1,000 days ago");
  });
});
