import { describe, expect, it } from "vitest";
import { multiSwapProtection } from "../../../src/features/multiswap/multiSwapProtection";
import { MAIN_POOL } from "./fixtures";
import { summaryOf } from "./summaryFixtures";

const impacts = (amounts: Record<string, string>, percents: Record<string, string>) =>
  multiSwapProtection(MAIN_POOL, summaryOf(amounts, percents), 50n)?.outputs.map((o) => [
    o.token.symbol,
    o.impactBps,
  ]);

describe("Multi Swap price impact per output, against the pool's spot price", () => {
  it("a token received as itself has none; a small swap about the fee", () => {
    expect(impacts({ EOS: "1.5" }, { EOS: "40", UTX: "60" })).toEqual([
      ["EOS", 0n],
      ["UTX", 30n],
    ]);
  });

  it("into and out of the LP token at its spot value (a small join or exit is near the fee)", () => {
    const join = impacts({ EOS: "1" }, { UXLP: "100" })?.[0]?.[1] ?? -1n;
    const exit = impacts({ UXLP: "1" }, { UTX: "100" })?.[0]?.[1] ?? -1n;
    expect(join).toBeGreaterThanOrEqual(0n);
    expect(join).toBeLessThan(100n);
    expect(exit).toBeGreaterThanOrEqual(0n);
    expect(exit).toBeLessThan(100n);
  });

  it("several inputs into one output: against what all of them would pay at spot", () => {
    const [[, small]] = impacts({ EOS: "1", UXLP: "1" }, { UTX: "100" }) as [[string, bigint]];
    const [[, large]] = impacts({ EOS: "20", UXLP: "5" }, { UTX: "100" }) as [[string, bigint]];
    expect(small).toBeLessThan(100n);
    expect(large).toBeGreaterThan(small);
  });

  it("is null until every output has an estimate", () => {
    expect(multiSwapProtection(MAIN_POOL, summaryOf({ EOS: "1" }, { UTX: "50" }), 50n)).toBeNull();
  });
});
