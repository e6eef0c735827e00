import { describe, expect, it } from "vitest";
import { positionLinks } from "../../../src/features/liquidity/positionLinks";

describe("position row actions (spec 2 §2)", () => {
  it("Swap, Add Liquidity and Remove Liquidity with query pool_name", () => {
    expect(positionLinks("antelope")).toEqual([
      { label: "Swap", to: "/amm/swap?pool_name=antelope" },
      { label: "Add Liquidity", to: "/amm/liquidity/add?pool_name=antelope" },
      { label: "Remove Liquidity", to: "/amm/liquidity/remove?pool_name=antelope" },
    ]);
    expect(positionLinks("a&b")[0]?.to).toBe("/amm/swap?pool_name=a%26b");
  });
});
