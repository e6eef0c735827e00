import { describe, expect, it } from "vitest";
import { parseAmmSummary, parseAmmSummaryInSlices } from "../../../src/shared/api/ammIndexer";
import { rawPool } from "../../features/pools/poolFixtures";

/*
 * fetchAmmSummary parses the summary pool by pool (parseAmmSummaryInSlices): it must read a full-size
 * summary as the one-shot parse does and refuse a bad one with the same message.
 */

const pool = (id: number) =>
  rawPool({
    id,
    name: `pool${id}`,
    ufx: id % 10 === 0,
    lp: `LP${id}`,
    assets: [
      ["UTX", `${id}.0000`, 5000],
      ["USDT", "200.0000", 5000],
    ],
    extra: { liquidity_usd_value: id % 2 ? id * 1.25 : `${id}.5`, volume_24h_usd_value: "20", apy: 3 },
  });

const summary = (changes: Record<string, unknown> = {}) => ({
  pools: Array.from({ length: 100 }, (_, n) => pool(n + 1)),
  min_trade_values: [{ symbol: "UTX", contract: "eosio.token", min_trade: 0.1 }],
  status: "ok",
  asset_prices_last_updated: 1714557600,
  metrics: { total_liquidity_usd_value: 1.5e-7, volume_24h_usd_value: "2500.5", fees_24h_usd_value: 5 },
  ...changes,
});

const noYield = async () => {};

/** The message parseAmmSummary throws for `input`. */
function oneShotError(input: unknown): string {
  try {
    parseAmmSummary(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the one-shot parse accepted it");
}

describe("parseAmmSummaryInSlices", () => {
  it("reads a 100-pool summary exactly as the one-shot parse does", async () => {
    const input = summary();
    expect(JSON.stringify(input).length).toBeGreaterThan(40_000);
    expect(await parseAmmSummaryInSlices(input, noYield)).toStrictEqual(parseAmmSummary(input));
    const bare = { status: "delayed" };
    expect(await parseAmmSummaryInSlices(bare, noYield)).toStrictEqual(parseAmmSummary(bare));
  });

  it("refuses a bad summary with the one-shot parse's message", async () => {
    const pools = summary().pools;
    const bad: unknown[] = [
      // a bad value deep inside the 88th pool, a pool without a name
      summary({ pools: pools.map((p, n) => (n === 87 ? { ...p, liquidity_usd_value: "12abc" } : p)) }),
      summary({ pools: [...pools.slice(0, 60), { id: 61 }, ...pools.slice(61)] }),
      // a bad envelope field after a bad pool, and one alone
      summary({ pools: [pools[0], { id: 1.5, pool_name: "x" }], status: undefined }),
      summary({ metrics: { fees_24h_usd_value: "five" } }),
      // the pools themselves of the wrong type
      summary({ pools: "none" }),
      summary({ pools: { 0: pools[0] } }),
      null,
    ];
    for (const input of bad) {
      await expect(parseAmmSummaryInSlices(input, noYield)).rejects.toThrow(oneShotError(input));
    }
    expect(oneShotError(bad[0])).toBe(
      "Invalid AMM indexer summary at pools.87.liquidity_usd_value: expected a decimal number",
    );
  });
});
