import { describe, expect, it } from "vitest";
import { LOG_COLUMNS, toLogRows } from "../../../src/features/debug/logRows";
import { parseAmmSummary } from "../../../src/shared/api/ammIndexer";

describe("debug log table rows", () => {
  it("has the spec's columns in order", () => {
    expect(LOG_COLUMNS.map((column) => column.label)).toEqual([
      "pool id",
      "name",
      "UFX",
      "LP amount",
      "liquidity",
      "quantity",
      "weight",
      "wt",
      "plp",
    ]);
  });

  it("gives one row per pool asset, carrying the pool's figures", () => {
    const { pools } = parseAmmSummary({
      status: "ok",
      pools: [
        {
          id: 7,
          pool_name: "utxeos",
          is_ufx_pool: false,
          core_balance: "250.0000",
          core_symbol: "LPA",
          liquidity_usd_value: "1000.5",
          assets: [
            {
              quantity: "100.0000 UTX",
              weight: 5000,
              ext_symbol: { contract: "eosio.token", sym: "4,UTX" },
              wt: 0.5,
            },
            {
              quantity: "10.0000 EOS",
              weight: 5000,
              ext_symbol: { contract: "ibc.wt.eos", sym: "4,EOS" },
              wt: 0.5,
              plp: 0.1,
            },
          ],
        },
        { id: 8, pool_name: "empty", is_ufx_pool: true },
      ],
    });
    expect(toLogRows(pools)).toEqual([
      {
        key: "7:0",
        poolId: "7",
        poolName: "utxeos",
        isUfx: "no",
        lpAmount: "250.0000 LPA",
        liquidity: "1000.5",
        quantity: "100.0000 UTX",
        weight: "5000",
        wt: "0.5",
        plp: "—",
      },
      {
        key: "7:1",
        poolId: "7",
        poolName: "utxeos",
        isUfx: "no",
        lpAmount: "250.0000 LPA",
        liquidity: "1000.5",
        quantity: "10.0000 EOS",
        weight: "5000",
        wt: "0.5",
        plp: "0.1",
      },
      {
        key: "8",
        poolId: "8",
        poolName: "empty",
        isUfx: "yes",
        lpAmount: "—",
        liquidity: "—",
        quantity: "—",
        weight: "—",
        wt: "—",
        plp: "—",
      },
    ]);
  });

  it("is empty without pools", () => {
    expect(toLogRows([])).toEqual([]);
  });
});
