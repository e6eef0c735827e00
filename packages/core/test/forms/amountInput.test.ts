import { describe, expect, it } from "vitest";
import { editAmountText, editPercentText } from "../../src/forms/amountInput";

describe("an amount field's edits (editAmountText)", () => {
  it.each([
    ["", 4, ""],
    ["1", 4, "1"],
    ["1.", 4, "1."],
    [".", 4, "0."],
    [".5", 4, ".5"],
    ["1.2345", 4, "1.2345"],
    ["007", 4, "007"],
    ["1,5", 4, "1.5"],
    [",5", 4, ".5"],
    ["12", 0, "12"],
    ["461168601842738.7903", 4, "461168601842738.7903"],
  ])("keeps %j (%i decimals) as %j", (proposed, decimals, text) => {
    expect(editAmountText(proposed, decimals)).toEqual({ ok: true, text });
  });

  it.each([
    ["abc", 4, "The amount is not a number"],
    ["-5", 4, "The amount cannot have a sign"],
    ["1e5", 4, "Write the amount without an exponent"],
    ["1.23456", 4, "At most 4 decimals are allowed"],
    ["1.5", 0, "This token has no decimals"],
    ["1.", 0, "This token has no decimals"],
    [".", 0, "This token has no decimals"],
    ["1 000", 4, "The amount cannot contain spaces"],
    ["1,000.5", 4, "Use a dot for decimals and no thousands separators"],
    ["1,000,000", 4, "Use a dot for decimals and no thousands separators"],
    ["1.2.3", 4, "The amount can have only one dot"],
    ["12345678901234567890123", 4, "The amount is too large"],
    ["461168601842738.7904", 4, "The amount is too large"],
    ["١", 4, "Use the digits 0-9 only"],
  ])("refuses %j (%i decimals): %s", (proposed, decimals, reason) => {
    expect(editAmountText(proposed, decimals)).toEqual({ ok: false, reason });
  });

  it("honours a smaller maximum (an Ethereum token's or a form's own)", () => {
    expect(editAmountText("100", 2, 10_000n)).toEqual({ ok: true, text: "100" });
    expect(editAmountText("100.01", 2, 10_000n)).toEqual({ ok: false, reason: "The amount is too large" });
  });
});

describe("a percent field's edits (editPercentText)", () => {
  it("keeps 0 to 100 with 2 decimals, and says why otherwise", () => {
    expect(editPercentText("33,5")).toEqual({ ok: true, text: "33.5" });
    expect(editPercentText("100")).toEqual({ ok: true, text: "100" });
    expect(editPercentText("100.01")).toEqual({ ok: false, reason: "A percentage cannot be above 100" });
    expect(editPercentText("-1")).toEqual({ ok: false, reason: "The amount cannot have a sign" });
    expect(editPercentText("12.345")).toEqual({ ok: false, reason: "At most 2 decimals are allowed" });
  });
});
