import type { Pool, PoolAsset } from "@ux/core/amm";
import type { AmmPoolEntry } from "../../../src/shared/amm/ammPools";
import type { PoolSummary } from "../../../src/shared/api/ammIndexer";
import { summaryPool } from "../../shared/amm/summaryPools";

/** A pool token holding 1000 (4 decimals), at half the pool's weight. */
const halfOfPool = (contract: string, symbol: string, minTrade = 0n): PoolAsset => ({
  contract,
  symbol,
  decimals: 4,
  balance: 10_000_000n,
  weight: 5000,
  min_trade: minTrade,
});

/** A 50/50 EOS/UTX pool of 1000 each (4 decimals), LP token UXLP, swap fee 0.20%, EOS minimum 0.0100. */
export const MAIN_POOL: Pool = {
  id: 3,
  pool_name: "antelope",
  assets: [halfOfPool("eosio.token", "EOS", 100n), halfOfPool("eosio.token", "UTX")],
  lp: { contract: "lp.token", symbol: "UXLP", decimals: 4, supply: 10_000_000n },
  fee_bps: 20,
  is_ufx_pool: false,
};

export const UFX_POOL: Pool = {
  id: 7,
  pool_name: "ufx-eos",
  assets: [halfOfPool("eosio.token", "EOS"), halfOfPool("ufx.token", "UFX")],
  lp: { contract: "lp.token", symbol: "UFXLP", decimals: 4, supply: 10_000_000n },
  fee_bps: 20,
  is_ufx_pool: true,
};

export const ENTRIES: AmmPoolEntry[] = [
  { pool: MAIN_POOL, description: "EOS and UTX" },
  { pool: UFX_POOL, description: "UFX pair" },
];

/** Wallet balances by tokenKey: 20 EOS, 100 UTX, 5 UXLP. */
export const BALANCES: ReadonlyMap<string, bigint> = new Map([
  ["EOS@eosio.token", 200_000n],
  ["UTX@eosio.token", 1_000_000n],
  ["UXLP@lp.token", 50_000n],
]);

/** Indexer prices: EOS $2.50, UTX $0.10, UXLP $10 (another pool prices EOS differently; ours wins). */
export const SUMMARY_POOLS: PoolSummary[] = [
  summaryPool(
    "7",
    "ufx-eos",
    [
      ["EOS", "eosio.token", "9"],
      ["UFX", "ufx.token", "1"],
    ],
    { is_ufx_pool: true },
  ),
  summaryPool("3", "antelope", [
    ["EOS", "eosio.token", "2.5"],
    ["UTX", "eosio.token", "0.1"],
    ["UXLP", "lp.token", "10"],
  ]),
];
