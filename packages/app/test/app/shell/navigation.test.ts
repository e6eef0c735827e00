import { describe, expect, it } from "vitest";
import { resolveRoute } from "../../../src/app/routes/routeTable";
import {
  allNavLinks,
  HEADER_NAV,
  isCurrentSection,
  isNavGroup,
  LEARN_LINK,
  type NavItem,
} from "../../../src/app/shell/navigation";
import { DOCUMENTATION_URL } from "../../../src/shared/product";

const byLabel = (label: string): NavItem => {
  const item = HEADER_NAV.find((candidate) => candidate.label === label);
  if (item === undefined) throw new Error(`no header item ${label}`);
  return item;
};

describe("header navigation", () => {
  it("has the spec's menu in order", () => {
    expect(HEADER_NAV.map((item) => item.label)).toEqual([
      "Trade",
      "Pools",
      "Stake",
      "Bridge",
      "Wallet",
      "Resources",
      "Referrals",
    ]);
  });

  it("has the spec's dropdown entries with their targets", () => {
    const entries = (label: string) => {
      const item = byLabel(label);
      return isNavGroup(item) ? item.entries.map((entry) => [entry.label, entry.target]) : [];
    };
    expect(entries("Trade")).toEqual([
      ["AMM Swap", { kind: "route", to: "/amm/swap" }],
      ["AMM Liquidity", { kind: "route", to: "/amm/liquidity/add" }],
      ["AMM Multi-Swap", { kind: "route", to: "/amm/multiSwap" }],
    ]);
    expect(entries("Pools")).toEqual([
      ["Standard Pools", { kind: "route", to: "/pools/standard" }],
      ["UFX Pairs", { kind: "route", to: "/pools/ufx" }],
    ]);
    expect(entries("Stake")).toEqual([
      ["QuickStake", { kind: "route", to: "/stake" }],
      ["UFX Stake", { kind: "soonToLaunch" }],
    ]);
    expect(byLabel("Resources")).toEqual({ label: "Resources", target: { kind: "route", to: "/swap" } });
  });

  it("every route entry leads to a real page", () => {
    for (const link of allNavLinks(HEADER_NAV)) {
      if (link.target.kind !== "route") continue;
      expect(resolveRoute(link.target.to).route.id, link.label).not.toBe("notFound");
    }
  });

  it("'Learn' (small screens only) opens the documentation", () => {
    expect(LEARN_LINK).toEqual({ label: "Learn", target: { kind: "external", href: DOCUMENTATION_URL } });
    expect(allNavLinks(HEADER_NAV).some((link) => link.label === "Learn")).toBe(false);
  });

  it("marks the section the user is in", () => {
    expect(isCurrentSection(byLabel("Trade"), "/amm/multiSwap")).toBe(true);
    expect(isCurrentSection(byLabel("Trade"), "/amm/liquidity/remove")).toBe(true);
    expect(isCurrentSection(byLabel("Pools"), "/pools/ufx/utxufx")).toBe(true);
    expect(isCurrentSection(byLabel("Resources"), "/swap")).toBe(true);
    expect(isCurrentSection(byLabel("Resources"), "/amm/swap")).toBe(false);
    expect(isCurrentSection(byLabel("Stake"), "/stakeholders")).toBe(false);
    expect(isCurrentSection(byLabel("Bridge"), "/home")).toBe(false);
  });
});
