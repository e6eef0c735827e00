import { describe, expect, it } from "vitest";
import {
  NOTIFY_ERROR_MS,
  NOTIFY_INFO_MS,
  NOTIFY_SUCCESS_MS,
} from "../../src/shared/notifications/notificationDurations";
import {
  MAIN_MIN_HEIGHT_OFFSET_PX,
  MOBILE_BREAKPOINT_PX,
  RESIZE_DEBOUNCE_MS,
} from "../../src/shared/ui/layoutConstants";

describe("the spec's layout and notification figures", () => {
  it("mobile below 768 px, resize debounce 200 ms, main area viewport minus 77 px (spec 1 §2, §9)", () => {
    expect([MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS, MAIN_MIN_HEIGHT_OFFSET_PX]).toEqual([768, 200, 77]);
  });

  it("errors 4 s, success 3 s, info 4 s (spec 2 §8)", () => {
    expect([NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS, NOTIFY_INFO_MS]).toEqual([4000, 3000, 4000]);
  });
});
