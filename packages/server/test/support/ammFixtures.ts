import type { PoolRowInput } from "@ux/core/amm/contract";
import { FakeNodeos } from "./fakeNodeos";
import { publicKeys } from "./testKeys";

export const AMM = "amm.ux";
export const TOKEN = "eosio.token";
export const USDT_CONTRACT = "tethertether";
export const LP_CONTRACT = "lptoken.ux";

const ext = (sym: string, contract = TOKEN) => ({ sym, contract });

/** A pool asset: its symbol ('4,UTX') on `contract`, balance, weight and minimum trade. */
const asset = (sym: string, quantity: string, weight: number, min_trade: string, contract = TOKEN) => ({
  ext_symbol: ext(sym, contract),
  quantity,
  weight,
  min_trade,
});

/** A pool row as the contract keeps it, at the 0.20% fee; its LP token ('4,LPA') is on lptoken.ux. */
const pool = (
  id: number,
  pool_name: string,
  description: string,
  assets: PoolRowInput["assets"],
  lp: string,
  lp_supply: string,
  is_ufx_pool = false,
): PoolRowInput => ({
  id,
  pool_name,
  description,
  assets,
  lp_symbol: ext(lp, LP_CONTRACT),
  lp_supply,
  fee: 20,
  is_ufx_pool,
});

/**
 * Test pools: 0 'antelope' UTX/EOS/USDT (50/25/25), 1 UTX/USDT (50/50), 2 UFX/UTX (UFX pool), 3 an island
 * (XXX/YYY) that no price reaches. UTX = 0.1 USD, EOS = 0.5 USD, UFX = 0.05 USD by construction.
 */
export const TEST_POOLS: PoolRowInput[] = [
  pool(
    0,
    "antelope",
    "UTX, EOS and USDT",
    [
      asset("4,UTX", "100000.0000 UTX", 5000, "0.0100 UTX"),
      asset("4,EOS", "10000.0000 EOS", 2500, "0.0000 EOS"),
      asset("6,USDT", "5000.000000 USDT", 2500, "0.010000 USDT", USDT_CONTRACT),
    ],
    "4,LPA",
    "10000.0000 LPA",
  ),
  pool(
    1,
    "utxusdt",
    "UTX and USDT",
    [
      asset("4,UTX", "200000.0000 UTX", 5000, "0.0500 UTX"),
      asset("6,USDT", "20000.000000 USDT", 5000, "0.000000 USDT", USDT_CONTRACT),
    ],
    "4,LPB",
    "40000.0000 LPB",
  ),
  pool(
    2,
    "ufxutx",
    "UFX pair of UTX",
    [
      asset("4,UFX", "40000.0000 UFX", 5000, "0.0000 UFX"),
      asset("4,UTX", "20000.0000 UTX", 5000, "0.0000 UTX"),
    ],
    "4,LPC",
    "1000.0000 LPC",
    true,
  ),
  pool(
    3,
    "island",
    "no USD route",
    [
      asset("4,XXX", "10.0000 XXX", 5000, "0.0000 XXX", "island.tok"),
      asset("4,YYY", "10.0000 YYY", 5000, "0.0000 YYY", "island.tok"),
    ],
    "4,LPD",
    "10.0000 LPD",
  ),
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
