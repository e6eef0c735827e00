import type { OrderRowInput, PoolRowInput } from "../../../src/amm/contract/rows";

/** A 3-asset pool row as nodeos prints it (uint64 as number, bool as true). */
export const POOL_ROW: PoolRowInput = {
  id: 3,
  pool_name: "antelope",
  description: "UTX, EOS and USDT",
  assets: [
    {
      ext_symbol: { sym: "4,UTX", contract: "eosio.token" },
      quantity: "100000.0000 UTX",
      weight: 5000,
      min_trade: "0.0100 UTX",
    },
    {
      ext_symbol: { sym: "4,EOS", contract: "ibc.wt.eos" },
      quantity: "20000.0000 EOS",
      weight: 2500,
      min_trade: "0.0000 EOS",
    },
    {
      ext_symbol: { sym: "6,USDT", contract: "tethertether" },
      quantity: "15000.000000 USDT",
      weight: 2500,
      min_trade: "0.010000 USDT",
    },
  ],
  lp_symbol: { sym: "4,LPA", contract: "lptoken.ux" },
  lp_supply: "5000.0000 LPA",
  fee: 20,
  is_ufx_pool: false,
};

export const ORDER_ROW: OrderRowInput = {
  id: "4294967296",
  pool_id: 3,
  owner: "alice",
  contract: "ibc.wt.eos",
  quantity: "5.0000 EOS",
  outputs: [
    { ext_symbol: { sym: "4,UTX", contract: "eosio.token" }, proportion: 6000 },
    { ext_symbol: { sym: "6,USDT", contract: "tethertether" }, proportion: 4000 },
  ],
  hop_to: null,
  trx_id: "AB".repeat(32),
  placed_at: "2026-01-02T03:04:05",
};
