import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { describe, expect, it } from "vitest";
import { avatarFontSize, avatarHue, avatarLetters } from "../../../src/features/pools/tokenIcons";

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

  it("fits 2, 3 and 4 letters in the circle", () => {
    expect([avatarFontSize("UT", 28), avatarFontSize("UTX", 28), avatarFontSize("UTXR", 28)]).toEqual([
      11, 10, 8,
    ]);
  });
});
