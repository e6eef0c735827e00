import { describe, expect, it } from "vitest";
import {
  NOTIFY_ERROR_MS,
  NOTIFY_INFO_MS,
  NOTIFY_SUCCESS_MS,
} from "../../../src/shared/notifications/notificationDurations";

describe("the spec's notification figures", () => {
  it("errors 4 s, success 3 s, info 4 s (spec 2 §8)", () => {
    expect([NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS, NOTIFY_INFO_MS]).toEqual([4000, 3000, 4000]);
  });
});
