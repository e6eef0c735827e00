import { describe, expect, it } from "vitest";
import { fetchAmmSummary, parseAmmSummary } from "../../../src/shared/api/ammIndexer";

const summary = {
  pools: [
    {
      id: 3,
      pool_name: "utxufx",
      pool_description: "extra field, kept for the pool screens",
      is_ufx_pool: 1,
      core_balance: "1000.0000",
      core_symbol: "LPB",
      core_contract: "lptoken.ux",
      core_decimals: 4,
      liquidity_usd_value: 12345.67,
      assets: [
        {
          quantity: "500.0000 UTX",
          weight: 5000,
          ext_symbol: { contract: "eosio.token", sym: "4,UTX" },
          wt: 0.5,
          plp: "0.25",
        },
      ],
      asset_prices: [{ symbol: "UTX", contract: "eosio.token", price: "0.0123" }],
    },
  ],
  min_trade_values: [{ symbol: "UTX", contract: "eosio.token", min_trade: "0.1000" }],
  status: "ok",
  asset_prices_last_updated: "2024-05-01T10:00:00",
  metrics: {
    total_liquidity_usd_value: 1.5e-7,
    volume_24h_usd_value: "2500.5",
    fees_24h_usd_value: 5,
    something_new: true,
  },
  another_new_field: [1, 2, 3],
};

describe("AMM indexer summary", () => {
  it("parses the spec's fields, keeps a pool's extra fields for the pool screens, and turns USD values into decimal text", () => {
    const parsed = parseAmmSummary(summary);
    expect(parsed.status).toBe("ok");
    expect(parsed.asset_prices_last_updated).toBe("2024-05-01T10:00:00");
    expect(parsed.metrics).toEqual({
      total_liquidity_usd_value: "0.00000015",
      volume_24h_usd_value: "2500.5",
      fees_24h_usd_value: "5",
    });
    expect(parsed.min_trade_values).toEqual([
      { symbol: "UTX", contract: "eosio.token", min_trade: "0.1000" },
    ]);
    expect(parsed.pools).toEqual([
      {
        id: "3",
        pool_name: "utxufx",
        pool_description: "extra field, kept for the pool screens",
        is_ufx_pool: true,
        core_balance: "1000.0000",
        core_symbol: "LPB",
        core_contract: "lptoken.ux",
        core_decimals: 4,
        liquidity_usd_value: "12345.67",
        assets: [
          {
            quantity: "500.0000 UTX",
            weight: "5000",
            ext_symbol: { contract: "eosio.token", sym: "4,UTX" },
            wt: "0.5",
            plp: "0.25",
          },
        ],
        asset_prices: [{ symbol: "UTX", contract: "eosio.token", price: "0.0123" }],
      },
    ]);
    expect("another_new_field" in parsed).toBe(false);
  });

  it("fills defaults for a minimal summary (a delayed indexer with nothing else)", () => {
    expect(parseAmmSummary({ status: "delayed" })).toEqual({
      status: "delayed",
      pools: [],
      min_trade_values: [],
    });
  });

  it("rejects malformed payloads, naming the field", () => {
    expect(() => parseAmmSummary(null)).toThrow(/^Invalid AMM indexer summary at summary: /);
    expect(() => parseAmmSummary({})).toThrow(/^Invalid AMM indexer summary at status: /);
    expect(() => parseAmmSummary({ status: "ok", metrics: { volume_24h_usd_value: "12abc" } })).toThrow(
      "Invalid AMM indexer summary at metrics.volume_24h_usd_value: ",
    );
    expect(() => parseAmmSummary({ status: "ok", pools: [{ id: 1 }] })).toThrow(
      /^Invalid AMM indexer summary at pools\.0\.pool_name: /,
    );
    expect(() => parseAmmSummary({ status: "ok", pools: [{ id: 1.5, pool_name: "x" }] })).toThrow(
      /at pools\.0\.id: /,
    );
  });

  it("fetchAmmSummary GETs the configured URL and reports HTTP failures", async () => {
    const urls: string[] = [];
    const ok = async (url: string) => {
      urls.push(url);
      return { ok: true, status: 200, json: async () => ({ status: "ok" }) };
    };
    await expect(fetchAmmSummary("http://indexer/summary", ok)).resolves.toMatchObject({ status: "ok" });
    expect(urls).toEqual(["http://indexer/summary"]);
    const down = async () => ({ ok: false, status: 503, json: async () => ({}) });
    await expect(fetchAmmSummary("http://indexer/summary", down)).rejects.toThrow(
      "AMM indexer answered HTTP 503",
    );
  });
});
