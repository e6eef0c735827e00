import { describe, expect, it } from "vitest";
import { liquidityActionPath } from "../../../src/features/pools/liquidityLinks";
import {
  asPoolType,
  poolDetailPath,
  poolsTabPath,
  poolTabLabel,
  poolTypeOf,
} from "../../../src/features/pools/poolTabs";
import { POOL_TEXTS } from "../../../src/features/pools/poolTexts";

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
