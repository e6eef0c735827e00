import { describe, expect, it } from "vitest";
import {
  MAIN_MIN_HEIGHT_OFFSET_PX,
  MOBILE_BREAKPOINT_PX,
  RESIZE_DEBOUNCE_MS,
} from "../../../src/shared/ui/layoutConstants";

describe("the spec's layout figures", () => {
  it("mobile below 768 px, resize debounce 200 ms, main area viewport minus 77 px (spec 1 §2, §9)", () => {
    expect([MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS, MAIN_MIN_HEIGHT_OFFSET_PX]).toEqual([768, 200, 77]);
  });
});
