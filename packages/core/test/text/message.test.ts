import { describe, expect, it } from "vitest";
import { fillMessage, msg, placeholdersOf } from "../../src/text/message";

describe("message ids", () => {
  it("msg returns the id itself", () => {
    expect(msg("Connect Wallet")).toBe("Connect Wallet");
  });

  it("fills each placeholder with its value as text, also where a name repeats", () => {
    expect(fillMessage("Minimum is {min} {symbol}", { min: "0.1", symbol: "UTX" })).toBe(
      "Minimum is 0.1 UTX",
    );
    expect(fillMessage("{n} of {n}", { n: 3 })).toBe("3 of 3");
    expect(fillMessage("{n} blocks", { n: 10n })).toBe("10 blocks");
  });

  it("inserts values as they are: a value that looks like a placeholder or markup is not read again", () => {
    expect(fillMessage("Hello {name}", { name: "{other} <b>x</b>" })).toBe("Hello {other} <b>x</b>");
  });

  it("leaves a placeholder without a value, and inherited names, as written", () => {
    expect(fillMessage("Minimum is {min} {symbol}", { min: "1" })).toBe("Minimum is 1 {symbol}");
    expect(fillMessage("{toString}", {})).toBe("{toString}");
    expect(fillMessage("No values {x}")).toBe("No values {x}");
  });

  it("lists a template's placeholder names once each, sorted", () => {
    expect(placeholdersOf("Minimum {n} {symbol} per swap, {n}")).toEqual(["n", "symbol"]);
    expect(placeholdersOf("Connect Wallet")).toEqual([]);
  });
});
