import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUsd } from "../../../src/shared/format/formatUsd";

describe("formatUsd", () => {
  it.each([
    ["0", "$0.00"],
    ["5", "$5.00"],
    ["1234567.89", "$1,234,567.89"],
    ["1234567.895", "$1,234,567.90"],
    ["1234567.894999", "$1,234,567.89"],
    ["999.995", "$1,000.00"],
    ["0.004", "$0.00"],
    ["0.005", "$0.01"],
    ["100", "$100.00"],
    ["1000", "$1,000.00"],
    ["-12.5", "-$12.50"],
    ["-0.001", "$0.00"],
    ["-0.005", "-$0.01"],
    ["123456789012345678901234.5", "$123,456,789,012,345,678,901,234.50"],
  ])("%s -> %s", (text, usd) => {
    expect(formatUsd(text)).toBe(usd);
  });

  it("refuses anything but plain decimal text", () => {
    for (const bad of ["", "abc", "1e5", "1,000", "1.", ".5", " 1", "NaN", "--1"])
      expect(formatUsd(bad)).toBeNull();
  });

  it("keeps every whole-dollar digit and rounds cents half up (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 999 }),
        (whole, milli) => {
          const text = `${whole}.${String(milli).padStart(3, "0")}`;
          const expectedCents = whole * 100n + BigInt(Math.floor(milli / 10)) + (milli % 10 >= 5 ? 1n : 0n);
          const printed = formatUsd(text);
          expect(printed).not.toBeNull();
          const digits = (printed ?? "").replace(/[$,.]/g, "");
          expect(BigInt(digits)).toBe(expectedCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
