import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../src/shared/i18n/translatorFor";

const t = translatorFor({
  "Connect Wallet": "Wallet verbinden",
  "Minimum is {min} {symbol}": "Mindestens {min} {symbol}",
  "Owner key: {problem}": "Eigentümerschlüssel: {problem}",
  "The public key has the wrong length": "Der Schlüssel hat die falsche Länge",
  "{total} / 100%": "{total} / 100 %",
  "{a}{b}": "nur Platzhalter",
});

describe("translatorFor", () => {
  it("translates a known id and fills its placeholders", () => {
    expect(t("Connect Wallet")).toBe("Wallet verbinden");
    expect(t("Minimum is {min} {symbol}", { min: "0.1", symbol: "UTX" })).toBe("Mindestens 0.1 UTX");
  });

  it("falls back to English for an id the translation lacks", () => {
    expect(t("Submit")).toBe("Submit");
    expect(t("Minimum {n} {symbol} per swap", { n: "5", symbol: "ETH" })).toBe("Minimum 5 ETH per swap");
  });

  it("recognises a core text filled in English by its translated template", () => {
    expect(t("Minimum is 0.0001 UTX")).toBe("Mindestens 0.0001 UTX");
    expect(t("42 / 100%")).toBe("42 / 100 %");
  });

  it("translates a recognised value that is itself an id", () => {
    expect(t("Owner key: The public key has the wrong length")).toBe(
      "Eigentümerschlüssel: Der Schlüssel hat die falsche Länge",
    );
    expect(t("Owner key: something else")).toBe("Eigentümerschlüssel: something else");
  });

  it("leaves a text that fits no template, and never matches a template of placeholders alone", () => {
    expect(t("Minimum received 5 UTX")).toBe("Minimum received 5 UTX");
    expect(t("xy")).toBe("xy");
  });

  it("inserts values as text, not as placeholders or markup", () => {
    expect(t("Minimum is {min} {symbol}", { min: "{symbol}", symbol: "<b>" })).toBe(
      "Mindestens {symbol} <b>",
    );
  });
});
