import { describe, expect, it } from "vitest";
import { combineFormStatus, issueFormStatus, splitFormStatus } from "../../src/forms/manageForm";

const ready = { walletConnected: true, chosen: true, amountText: "5", decimals: 4, available: 5_0000n };

describe("split and combine form status", () => {
  it.each([
    ["no wallet", { walletConnected: false }, "Connect Wallet", true, []],
    ["no expiry", { chosen: false }, "Choose an expiry", false, []],
    ["empty", { amountText: "" }, "Enter an amount", false, []],
    ["zero", { amountText: "0.0000" }, "Enter an amount", false, []],
    ["too many decimals", { amountText: "1.00001" }, "ACTION", false, ["At most 4 decimals are allowed"]],
    ["a sign", { amountText: "-1" }, "ACTION", false, ["The amount cannot have a sign"]],
    ["above the available", { amountText: "5.0001" }, "ACTION", false, ["Insufficient Balance"]],
    ["all of it", { amountText: "5" }, "ACTION", true, []],
  ] as const)("%s", (_what, over, text, enabled, messages) => {
    for (const [action, status] of [
      ["Split", splitFormStatus],
      ["Combine", combineFormStatus],
    ] as const) {
      const result = status({ ...ready, ...over });
      expect(result.buttonText).toBe(text === "ACTION" ? action : text);
      expect(result.enabled).toBe(enabled);
      expect(result.messages).toEqual(messages);
    }
  });
});

describe("issue form status", () => {
  const issue = { ...ready, memo: "" };
  it.each([
    ["no wallet", { walletConnected: false }, "Connect Wallet", true, []],
    ["no token", { chosen: false }, "Choose a token", false, []],
    ["empty", { amountText: "" }, "Enter an amount", false, []],
    [
      "above the supply left",
      { amountText: "6" },
      "Issue",
      false,
      ["The amount exceeds the token's available supply"],
    ],
    [
      "a memo of 257 bytes",
      { memo: `${"é".repeat(128)}a` },
      "Issue",
      false,
      ["The memo has more than 256 bytes"],
    ],
    ["a memo of 256 bytes", { memo: "é".repeat(128) }, "Issue", true, []],
    ["valid", {}, "Issue", true, []],
  ] as const)("%s", (_what, over, text, enabled, messages) => {
    const result = issueFormStatus({ ...issue, ...over });
    expect([result.buttonText, result.enabled, result.messages]).toEqual([text, enabled, messages]);
  });
});
