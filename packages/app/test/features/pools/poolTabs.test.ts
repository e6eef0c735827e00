import { describe, expect, it } from "vitest";
import { lastUpdatedMs, lastUpdatedText } from "../../src/features/pools/lastUpdated";
import { liquidityActionPath } from "../../src/features/pools/liquidityLinks";
import {
  asPoolType,
  poolDetailPath,
  poolsTabPath,
  poolTabLabel,
  poolTypeOf,
} from "../../src/features/pools/poolTabs";
import { POOL_TEXTS } from "../../src/features/pools/poolTexts";
import { avatarHue, avatarLetters } from "../../src/features/pools/tokenIcons";

describe("pool routes and links", () => {
  it("maps tabs, pool types and paths", () => {
    expect(asPoolType("ufx")).toBe("ufx");
    expect(asPoolType("standard")).toBe("standard");
    expect(asPoolType("other")).toBe("standard");
    expect(asPoolType(undefined)).toBe("standard");
    expect(poolTypeOf(true)).toBe("ufx");
    expect(poolTypeOf(false)).toBe("standard");
    expect(poolTabLabel("standard")).toBe("Standard Pools");
    expect(poolTabLabel("ufx")).toBe("UFX Pools");
    expect(poolsTabPath("ufx")).toBe("/pools/ufx");
    expect(poolDetailPath("standard", "a b/c")).toBe("/pools/standard/a%20b%2Fc");
  });

  it("opens Add and Remove Liquidity with the pool preselected", () => {
    expect(liquidityActionPath("add", "utxusdt")).toBe("/amm/liquidity/add?pool_name=utxusdt");
    expect(liquidityActionPath("remove", "a&b")).toBe("/amm/liquidity/remove?pool_name=a%26b");
  });

  it("shows the spec's LP base fee", () => {
    expect(POOL_TEXTS.lpBaseFee).toBe("0.20%");
  });
});

describe("last updated", () => {
  it("prefers the indexer's price time, else the arrival time", () => {
    expect(lastUpdatedMs("2024-05-01T10:00:00", 5)).toBe(Date.UTC(2024, 4, 1, 10));
    expect(lastUpdatedMs(1_714_557_600, 5)).toBe(1_714_557_600_000);
    expect(lastUpdatedMs("not a time", 5)).toBe(5);
    expect(lastUpdatedMs(undefined, 5)).toBe(5);
    expect(lastUpdatedMs(undefined, undefined)).toBeUndefined();
  });

  it("reads as a relative time", () => {
    expect(lastUpdatedText(0, 120_000)).toBe("Last updated 2 minutes ago");
    expect(lastUpdatedText(0, 500)).toBe("Last updated just now");
    expect(lastUpdatedText(undefined, 500)).toBe("Last updated: —");
  });
});

describe("token icons", () => {
  it("gives each symbol stable letters and colour", () => {
    expect(avatarLetters("UTX")).toBe("UT");
    expect(avatarLetters("X")).toBe("X");
    // ((85 * 31 + 84) % 360 * 31 + 88) % 360: the same hue on every render and page.
    expect(avatarHue("UTX")).toBe(137);
    expect(avatarHue("WAX")).toBe(30);
  });
});
