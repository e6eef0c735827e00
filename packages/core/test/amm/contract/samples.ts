import type { placeorderData } from "../../../src/amm/contract/orderConversion";
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

/** The samples' tokens, as the app's order builders take them. */
export const SAMPLE_TOKENS = {
  UTX: { contract: "eosio.token", symbol: "UTX", decimals: 4 },
  USDT: { contract: "tethertether", symbol: "USDT", decimals: 6 },
  EOS: { contract: "ibc.wt.eos", symbol: "EOS", decimals: 4 },
  WAX: { contract: "ibc.wt.wax", symbol: "WAX", decimals: 8 },
  UFX: { contract: "eosio.token", symbol: "UFX", decimals: 4 },
} as const;

/** What the app asks placeorderData for to queue ORDER_ROW: alice's 5.0000 EOS in pool 3, 60% UTX, 40% USDT. */
export const PLACEORDER_REQUEST: Omit<Parameters<typeof placeorderData>[0], "minOutputs"> = {
  owner: "alice",
  pool_id: 3,
  input: SAMPLE_TOKENS.EOS,
  amount: 5_0000n,
  outputs: [
    { token: SAMPLE_TOKENS.UTX, proportion: 6000 },
    { token: SAMPLE_TOKENS.USDT, proportion: 4000 },
  ],
};
