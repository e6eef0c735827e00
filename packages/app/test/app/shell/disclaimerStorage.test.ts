import { describe, expect, it } from "vitest";
import {
  DISCLAIMER_STORAGE_KEY,
  isDisclaimerAccepted,
  rememberDisclaimerAccepted,
} from "../../../src/app/shell/disclaimerStorage";
import { memoryStorage } from "../../shared/memoryStorage";

const refusing = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("disclaimer acceptance", () => {
  it("is remembered under 'disclaimerAccepted'", () => {
    expect(DISCLAIMER_STORAGE_KEY).toBe("disclaimerAccepted");
    const storage = memoryStorage();
    expect(isDisclaimerAccepted(storage)).toBe(false);
    expect(rememberDisclaimerAccepted(storage)).toBe(true);
    expect(storage.items.get("disclaimerAccepted")).toBe("true");
    expect(isDisclaimerAccepted(storage)).toBe(true);
  });

  it("only the exact stored value counts as accepted", () => {
    const storage = memoryStorage();
    storage.setItem("disclaimerAccepted", "false");
    expect(isDisclaimerAccepted(storage)).toBe(false);
    storage.setItem("disclaimerAccepted", "yes");
    expect(isDisclaimerAccepted(storage)).toBe(false);
  });

  it("treats blocked or missing storage as not accepted, without throwing", () => {
    expect(isDisclaimerAccepted(refusing)).toBe(false);
    expect(rememberDisclaimerAccepted(refusing)).toBe(false);
    expect(isDisclaimerAccepted(null)).toBe(false);
    expect(rememberDisclaimerAccepted(null)).toBe(false);
  });
});
