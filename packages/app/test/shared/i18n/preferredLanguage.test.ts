import { describe, expect, it } from "vitest";
import { isLanguageTag, preferredTranslation } from "../../../src/shared/i18n/preferredLanguage";

describe("preferred language", () => {
  it("takes the first language with a translation, by exact tag then base language", () => {
    expect(preferredTranslation(["pt-BR", "de"], ["de", "pt-BR"])).toBe("pt-BR");
    expect(preferredTranslation(["de-AT"], ["de"])).toBe("de");
    expect(preferredTranslation(["fr", "de-ch"], ["de-CH", "de"])).toBe("de-CH");
  });

  it("stays English when English comes before any translated language, or none is translated", () => {
    expect(preferredTranslation(["fr", "en", "de"], ["de"])).toBeNull();
    expect(preferredTranslation(["fr"], ["de"])).toBeNull();
  });

  it("accepts only tags safe as a file name", () => {
    expect(isLanguageTag("zh-Hant-TW")).toBe(true);
    for (const bad of ["../x", "de/../../", "", "d", 3, "de_DE"])
      expect(isLanguageTag(bad), String(bad)).toBe(false);
  });
});
