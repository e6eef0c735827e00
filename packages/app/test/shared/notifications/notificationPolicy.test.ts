import { describe, expect, it } from "vitest";
import {
  CONNECTING_NOTICE,
  displayPolicy,
  NOTIFICATION_DURATION_MS,
  SIGNING_NOTICE,
} from "../../../src/shared/notifications/notificationPolicy";

describe("notification duration policy", () => {
  it("follows the spec: errors 4 s, success 3 s, info 4 s", () => {
    expect(displayPolicy("error")).toEqual({ variant: "error", autoHideDuration: 4000, persist: false });
    expect(displayPolicy("success")).toEqual({ variant: "success", autoHideDuration: 3000, persist: false });
    expect(displayPolicy("info")).toEqual({ variant: "info", autoHideDuration: 4000, persist: false });
    expect(NOTIFICATION_DURATION_MS.warning).toBe(4000);
  });

  it("persistent notices never auto-hide, whatever their variant", () => {
    for (const variant of ["error", "success", "info", "warning"] as const) {
      expect(displayPolicy(variant, true)).toEqual({ variant, autoHideDuration: null, persist: true });
    }
  });

  it("names the spec's persistent notices exactly", () => {
    expect(SIGNING_NOTICE).toBe("Signing transaction using your wallet");
    expect(CONNECTING_NOTICE).toBe("Connecting to wallet");
  });
});
