import { describe, expect, it } from "vitest";
import { swapEstimate } from "../../../src/features/swap/swapEstimate";
import { buildSwapIndex } from "../../../src/features/swap/swapIndex";
import { swapUnitPriceTexts } from "../../../src/features/swap/swapUnitPrice";
import { POOLS, tokenOf } from "./fixtures";

const index = buildSwapIndex(POOLS);

describe("unit price", () => {
  it("both ways at spot, 4 decimals, through the pool or the hop", () => {
    const direct = swapEstimate(index, tokenOf("EOS"), tokenOf("UTX"), "", "send").plan;
    if (direct === null) throw new Error("expected a plan");
    // antelope: 2,000,000 UTX / 250,000 EOS at equal weights.
    expect(swapUnitPriceTexts(direct, tokenOf("EOS"), tokenOf("UTX"))).toEqual([
      "1 EOS = 8.0000 UTX",
      "1 UTX = 0.1250 EOS",
    ]);
    const hop = swapEstimate(index, tokenOf("EOS"), tokenOf("USDT"), "", "send").plan;
    if (hop === null) throw new Error("expected a plan");
    // 1 EOS = 1.6 UFX (ufx-eos), 1 UFX = 0.5 USDT (ufx-usdt).
    expect(swapUnitPriceTexts(hop, tokenOf("EOS"), tokenOf("USDT"))).toEqual([
      "1 EOS = 0.8000 USDT",
      "1 USDT = 1.2500 EOS",
    ]);
  });
});
