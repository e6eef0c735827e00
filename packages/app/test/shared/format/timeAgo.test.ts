import { afterEach, describe, expect, it, vi } from "vitest";
import { timeAgo } from "../../../src/shared/format/timeAgo";
import { catalogueStore, english } from "../../../src/shared/i18n/catalogueStore";

afterEach(() => {
  vi.restoreAllMocks();
  catalogueStore.setState({ language: "en", t: english });
});

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("timeAgo", () => {
  it.each([
    [5 * MINUTE, "5 minutes ago"],
    [1 * MINUTE, "1 minute ago"],
    [MINUTE - 1, "59 seconds ago"],
    [1 * SECOND, "1 second ago"],
    [59 * SECOND, "59 seconds ago"],
    [2 * HOUR + 59 * MINUTE, "2 hours ago"],
    [1 * HOUR, "1 hour ago"],
    [DAY, "1 day ago"],
    [29 * DAY, "29 days ago"],
    [30 * DAY, "1 month ago"],
    [364 * DAY, "12 months ago"],
    [365 * DAY, "1 year ago"],
    [3 * 365 * DAY + DAY, "3 years ago"],
  ])("%d ms ago reads '%s'", (elapsed, text) => {
    expect(timeAgo(NOW - elapsed, NOW)).toBe(text);
  });

  it("says 'just now' under a second and for times in the future (clock skew)", () => {
    expect(timeAgo(NOW, NOW)).toBe("just now");
    expect(timeAgo(NOW - 999, NOW)).toBe("just now");
    expect(timeAgo(NOW + 5 * MINUTE, NOW)).toBe("just now");
  });

  it("words English without the browser's Intl formatter (its locale data is a long task on a phone)", () => {
    const formatter = vi.spyOn(Intl, "RelativeTimeFormat");
    expect(timeAgo(NOW - 5 * MINUTE, NOW)).toBe("5 minutes ago");
    expect(formatter).not.toHaveBeenCalled();
  });

  it("leaves other languages' wording to the browser", () => {
    catalogueStore.setState({ language: "de" });
    expect(timeAgo(NOW - 5 * MINUTE, NOW)).toBe(new Intl.RelativeTimeFormat("de").format(-5, "minute"));
    expect(timeAgo(NOW - 5 * MINUTE, NOW)).toBe("vor 5 Minuten");
  });
});
