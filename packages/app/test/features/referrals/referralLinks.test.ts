import { describe, expect, it } from "vitest";
import {
  mayGenerateLink,
  referralLink,
  referralRows,
  unusedLinks,
} from "../../../src/features/referrals/referralLinks";
import { codeEntry } from "../../shared/swapSocket/fixtures";

const ORIGIN = "http://localhost:8080";

describe("referral links", () => {
  it("a link is the app's origin with ?ref=CODE on the entry route", () => {
    expect(referralLink(ORIGIN, "abcdefghijkl")).toBe("http://localhost:8080/?ref=abcdefghijkl");
    expect(referralLink("https://app.example", "a b&c=d/e?fg")).toBe(
      "https://app.example/?ref=a%20b%26c%3Dd%2Fe%3Ffg",
    );
  });

  it("rows newest first, with the users each link brought", () => {
    const older = { ...codeEntry("aaaaaaaaaaaa", 3), createdAt: 1 };
    const newer = { ...codeEntry("bbbbbbbbbbbb", 0), createdAt: 2 };
    expect(referralRows([older, newer], ORIGIN)).toEqual([
      { code: "bbbbbbbbbbbb", link: `${ORIGIN}/?ref=bbbbbbbbbbbb`, users: 0, createdAt: 2 },
      { code: "aaaaaaaaaaaa", link: `${ORIGIN}/?ref=aaaaaaaaaaaa`, users: 3, createdAt: 1 },
    ]);
  });

  it("at most 50 unused links: a used one does not count", () => {
    const unused = Array.from({ length: 50 }, (_, i) => codeEntry(`code${String(i).padStart(8, "0")}`));
    expect(unusedLinks(unused)).toBe(50);
    expect(mayGenerateLink(unused)).toBe(false);
    expect(mayGenerateLink(unused.slice(1))).toBe(true);
    expect(mayGenerateLink([...unused.slice(1), codeEntry("usedusedused", 4)])).toBe(true);
  });
});
