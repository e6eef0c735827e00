import { describe, expect, it } from "vitest";
import { checkUsername, type NameAvailability } from "../../src/names/usernameRules";

const statuses = (name: string, availability: NameAvailability) =>
  checkUsername(name, availability).rules.map((rule) => `${rule.text}:${rule.status}`);

describe("username checklist (spec 1 §5)", () => {
  it("lists the three rules with the spec's texts", () => {
    expect(checkUsername("", "unknown").rules.map((rule) => rule.text)).toEqual([
      "12 characters long",
      "Only contain a-z and 1-5",
      "Unique name",
    ]);
  });

  it.each<[string, NameAvailability, string[], boolean, boolean]>([
    [
      "",
      "unknown",
      ["12 characters long:fail", "Only contain a-z and 1-5:fail", "Unique name:fail"],
      false,
      false,
    ],
    [
      "abc",
      "unknown",
      ["12 characters long:fail", "Only contain a-z and 1-5:pass", "Unique name:fail"],
      false,
      false,
    ],
    [
      "abc",
      "available",
      ["12 characters long:fail", "Only contain a-z and 1-5:pass", "Unique name:fail"],
      false,
      false,
    ],
    [
      "abcdefghijk.",
      "available",
      ["12 characters long:pass", "Only contain a-z and 1-5:fail", "Unique name:fail"],
      false,
      false,
    ],
    [
      "ABCDEFGHIJKL",
      "available",
      ["12 characters long:pass", "Only contain a-z and 1-5:fail", "Unique name:fail"],
      false,
      false,
    ],
    [
      "abcdefghijk6",
      "available",
      ["12 characters long:pass", "Only contain a-z and 1-5:fail", "Unique name:fail"],
      false,
      false,
    ],
    [
      "abcdefghijklm",
      "available",
      ["12 characters long:fail", "Only contain a-z and 1-5:pass", "Unique name:fail"],
      false,
      false,
    ],
    [
      "myname12345a",
      "unknown",
      ["12 characters long:pass", "Only contain a-z and 1-5:pass", "Unique name:pending"],
      true,
      false,
    ],
    [
      "myname12345a",
      "checking",
      ["12 characters long:pass", "Only contain a-z and 1-5:pass", "Unique name:pending"],
      true,
      false,
    ],
    [
      "myname12345a",
      "taken",
      ["12 characters long:pass", "Only contain a-z and 1-5:pass", "Unique name:fail"],
      true,
      false,
    ],
    [
      "myname12345a",
      "error",
      ["12 characters long:pass", "Only contain a-z and 1-5:pass", "Unique name:fail"],
      true,
      false,
    ],
    [
      "myname12345a",
      "available",
      ["12 characters long:pass", "Only contain a-z and 1-5:pass", "Unique name:pass"],
      true,
      true,
    ],
  ])("%j with availability %s", (name, availability, expected, shouldCheck, canProceed) => {
    expect(statuses(name, availability)).toEqual(expected);
    const check = checkUsername(name, availability);
    expect(check.shouldCheckAvailability).toBe(shouldCheck);
    expect(check.canProceed).toBe(canProceed);
  });
});
