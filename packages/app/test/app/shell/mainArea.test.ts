import { describe, expect, it } from "vitest";
import { mainMinHeight } from "../../../src/app/shell/mainArea";

describe("the main area's minimum height (spec 1 §2)", () => {
  it("is the viewport height minus 77px on the AMM route family", () => {
    for (const path of ["/amm/swap", "/amm/multiSwap", "/amm/liquidity/add", "/amm/liquidity/", "/amm"])
      expect(mainMinHeight(path)).toBe("calc(100vh - 77px)");
  });

  it("is left to the page elsewhere", () => {
    for (const path of ["/", "/home", "/swap", "/pools/standard", "/wallet", "/ammx", "/stake"])
      expect(mainMinHeight(path)).toBeUndefined();
  });
});
