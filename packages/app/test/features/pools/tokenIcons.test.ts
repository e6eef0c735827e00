import { getContrastRatio } from "@mui/material/styles";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { describe, expect, it } from "vitest";
import {
  AVATAR_LETTER_CONTRAST,
  avatarBackground,
  avatarBackgroundOfHue,
  avatarFontSize,
  avatarHue,
  avatarLetters,
} from "../../../src/features/pools/tokenIcons";

describe("token icons", () => {
  it("gives each symbol stable letters and colour", () => {
    expect(avatarLetters("UTX")).toBe("UTX");
    expect(avatarLetters("UTXRAM")).toBe("UTXR");
    expect(avatarLetters("TLOS")).toBe("TLOS");
    expect(avatarLetters("X")).toBe("X");
    // ((85 * 31 + 84) % 360 * 31 + 88) % 360: the same hue on every render and page.
    expect(avatarHue("UTX")).toBe(137);
    expect(avatarHue("WAX")).toBe(30);
  });

  it("no two tokens of the local network share an avatar's letters", () => {
    const letters = Object.keys(AMM_TOKENS).map(avatarLetters);
    expect(new Set(letters).size).toBe(letters.length);
  });

  it("white letters reach WCAG AA on the background of every hue (axe found 2.9:1 on UFX's yellow)", () => {
    const hues = Array.from({ length: 360 }, (_, hue) => hue);
    for (const hue of hues)
      expect(getContrastRatio("#ffffff", avatarBackgroundOfHue(hue)), `hue ${hue}`).toBeGreaterThanOrEqual(
        AVATAR_LETTER_CONTRAST,
      );
    for (const symbol of Object.keys(AMM_TOKENS))
      expect(getContrastRatio("#ffffff", avatarBackground(symbol)), symbol).toBeGreaterThanOrEqual(
        AVATAR_LETTER_CONTRAST,
      );
  });

  it("keeps 55% saturation at 40% lightness where that is already dark enough, else darkens only", () => {
    // hsl(0 55% 40%) and hsl(240 55% 40%): the colours avatars always had.
    expect(avatarBackgroundOfHue(0)).toBe("#9e2e2e");
    expect(avatarBackgroundOfHue(240)).toBe("#2e2e9e");
    // UTX's green (hue 137) was #2e9e4e at 3.4:1; the same hue darker.
    expect(avatarBackground("UTX")).toBe("#278642");
  });

  it("fits 2, 3 and 4 letters in the circle", () => {
    expect([avatarFontSize("UT", 28), avatarFontSize("UTX", 28), avatarFontSize("UTXR", 28)]).toEqual([
      11, 10, 8,
    ]);
  });
});
