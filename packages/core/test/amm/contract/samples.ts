import type { placeorderData } from "../../../src/amm/contract/orderConversion";
import type { OrderRowInput, PoolRowInput } from "../../../src/amm/contract/rows";

/** The samples' tokens, as the app's order builders take them. */
export const SAMPLE_TOKENS = {
  UTX: { contract: "eosio.token", symbol: "UTX", decimals: 4 },
  USDT: { contract: "tethertether", symbol: "USDT", decimals: 6 },
  EOS: { contract: "ibc.wt.eos", symbol: "EOS", decimals: 4 },
  WAX: { contract: "ibc.wt.wax", symbol: "WAX", decimals: 8 },
  UFX: { contract: "eosio.token", symbol: "UFX", decimals: 4 },
} as const;

type SampleToken = (typeof SAMPLE_TOKENS)[keyof typeof SAMPLE_TOKENS];

/** A sample token as the contract names it: precision and symbol code, and its token contract. */
const extSymbolOf = (token: SampleToken) => ({
  sym: `${token.decimals},${token.symbol}`,
  contract: token.contract,
});

/** A sample token's pool asset: balance and minimum trade are written in the token's own precision. */
const poolAsset = (token: SampleToken, quantity: string, weight: number, minTrade: string) => ({
  ext_symbol: extSymbolOf(token),
  quantity: `${quantity} ${token.symbol}`,
  weight,
  min_trade: `${minTrade} ${token.symbol}`,
});

/** A 3-asset pool row as nodeos prints it (uint64 as number, bool as true). */
export const POOL_ROW: PoolRowInput = {
  id: 3,
  pool_name: "antelope",
  description: "UTX, EOS and USDT",
  assets: [
    poolAsset(SAMPLE_TOKENS.UTX, "100000.0000", 5000, "0.0100"),
    poolAsset(SAMPLE_TOKENS.EOS, "20000.0000", 2500, "0.0000"),
    poolAsset(SAMPLE_TOKENS.USDT, "15000.000000", 2500, "0.010000"),
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
    { ext_symbol: extSymbolOf(SAMPLE_TOKENS.UTX), proportion: 6000 },
    { ext_symbol: extSymbolOf(SAMPLE_TOKENS.USDT), proportion: 4000 },
  ],
  hop_to: null,
  trx_id: "AB".repeat(32),
  placed_at: "2026-01-02T03:04:05",
};

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
