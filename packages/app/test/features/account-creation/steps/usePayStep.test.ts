import { describe, expect, it } from "vitest";
import { offerState } from "../../../../src/features/account-creation/steps/usePayStep";
import { OFFER, RATES } from "../fixtures";

describe("step 2's offer states", () => {
  it("loads until liveInfo and rates arrive, and is offline when they do not come in time without a connection", () => {
    const none = { connected: false, liveInfo: null, rates: null };
    expect(offerState(none, 0, false)).toBe("loading");
    expect(offerState(none, 0, true)).toBe("offline");
    expect(offerState({ ...none, connected: true }, 0, true)).toBe("loading");
    expect(offerState({ connected: true, liveInfo: OFFER, rates: null }, 0, true)).toBe("loading");
  });

  it("is empty when nothing can pay, else ready", () => {
    const offer = { connected: true, liveInfo: OFFER, rates: RATES };
    expect(offerState(offer, 0, false)).toBe("empty");
    expect(offerState(offer, 3, false)).toBe("ready");
  });
});
