import type { PoolRowInput } from "@ux/core/amm/contract";
import { FakeNodeos } from "./fakeNodeos";
import { publicKeys } from "./testKeys";

export const AMM = "amm.ux";
export const TOKEN = "eosio.token";
export const USDT_CONTRACT = "tethertether";
export const LP_CONTRACT = "lptoken.ux";

const ext = (sym: string, contract = TOKEN) => ({ sym, contract });

/**
 * Test pools: 0 'antelope' UTX/EOS/USDT (50/25/25), 1 UTX/USDT (50/50), 2 UFX/UTX (UFX pool), 3 an island
 * (XXX/YYY) that no price reaches. UTX = 0.1 USD, EOS = 0.5 USD, UFX = 0.05 USD by construction.
 */
export const TEST_POOLS: PoolRowInput[] = [
  {
    id: 0,
    pool_name: "antelope",
    description: "UTX, EOS and USDT",
    assets: [
      { ext_symbol: ext("4,UTX"), quantity: "100000.0000 UTX", weight: 5000, min_trade: "0.0100 UTX" },
      { ext_symbol: ext("4,EOS"), quantity: "10000.0000 EOS", weight: 2500, min_trade: "0.0000 EOS" },
      {
        ext_symbol: ext("6,USDT", USDT_CONTRACT),
        quantity: "5000.000000 USDT",
        weight: 2500,
        min_trade: "0.010000 USDT",
      },
    ],
    lp_symbol: ext("4,LPA", LP_CONTRACT),
    lp_supply: "10000.0000 LPA",
    fee: 20,
    is_ufx_pool: false,
  },
  {
    id: 1,
    pool_name: "utxusdt",
    description: "UTX and USDT",
    assets: [
      { ext_symbol: ext("4,UTX"), quantity: "200000.0000 UTX", weight: 5000, min_trade: "0.0500 UTX" },
      {
        ext_symbol: ext("6,USDT", USDT_CONTRACT),
        quantity: "20000.000000 USDT",
        weight: 5000,
        min_trade: "0.000000 USDT",
      },
    ],
    lp_symbol: ext("4,LPB", LP_CONTRACT),
    lp_supply: "40000.0000 LPB",
    fee: 20,
    is_ufx_pool: false,
  },
  {
    id: 2,
    pool_name: "ufxutx",
    description: "UFX pair of UTX",
    assets: [
      { ext_symbol: ext("4,UFX"), quantity: "40000.0000 UFX", weight: 5000, min_trade: "0.0000 UFX" },
      { ext_symbol: ext("4,UTX"), quantity: "20000.0000 UTX", weight: 5000, min_trade: "0.0000 UTX" },
    ],
    lp_symbol: ext("4,LPC", LP_CONTRACT),
    lp_supply: "1000.0000 LPC",
    fee: 20,
    is_ufx_pool: true,
  },
  {
    id: 3,
    pool_name: "island",
    description: "no USD route",
    assets: [
      {
        ext_symbol: ext("4,XXX", "island.tok"),
        quantity: "10.0000 XXX",
        weight: 5000,
        min_trade: "0.0000 XXX",
      },
      {
        ext_symbol: ext("4,YYY", "island.tok"),
        quantity: "10.0000 YYY",
        weight: 5000,
        min_trade: "0.0000 YYY",
      },
    ],
    lp_symbol: ext("4,LPD", LP_CONTRACT),
    lp_supply: "10.0000 LPD",
    fee: 20,
    is_ufx_pool: false,
  },
];

export function testChain(): FakeNodeos {
  return new FakeNodeos({
    amm: AMM,
    keeper: "amm.keeper",
    payer: "ux.payer",
    keys: publicKeys(),
    pools: TEST_POOLS,
    wallets: {
      alice: { "UTX@eosio.token": 10_000_000n, "EOS@eosio.token": 1_000_000n },
      bob: { "UTX@eosio.token": 10_000_000n, "USDT@tethertether": 100_000_000n },
    },
  });
}
