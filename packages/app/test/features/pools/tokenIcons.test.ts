import { describe, expect, it } from "vitest";
import { avatarHue, avatarLetters } from "../../../src/features/pools/tokenIcons";

describe("token icons", () => {
  it("gives each symbol stable letters and colour", () => {
    expect(avatarLetters("UTX")).toBe("UT");
    expect(avatarLetters("X")).toBe("X");
    // ((85 * 31 + 84) % 360 * 31 + 88) % 360: the same hue on every render and page.
    expect(avatarHue("UTX")).toBe(137);
    expect(avatarHue("WAX")).toBe(30);
  });
});
