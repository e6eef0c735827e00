import { tokenKey } from "@ux/core/amm";
import type { PoolColumnKey } from "../../../src/features/pools/poolSort";
import { type PoolSummary, parseAmmSummary } from "../../../src/shared/api/ammIndexer";

/** A token of a fixture pool: symbol and its pool quantity text. */
type FixtureAsset = readonly [symbol: string, quantity: string, weightBps: number];

interface FixturePool {
  id: number;
  name: string;
  ufx?: boolean;
  lp: string;
  assets: readonly FixtureAsset[];
  extra?: Record<string, unknown>;
}

/** A pool as the indexer sends it (the server's summaryBuilder fields), before parsing. */
export function rawPool({ id, name, ufx = false, lp, assets, extra = {} }: FixturePool) {
  return {
    id,
    pool_name: name,
    pool_description: `${name} pool`,
    is_ufx_pool: ufx,
    core_symbol: lp,
    core_contract: "lptoken.ux",
    core_decimals: 4,
    core_balance: "1000.0000",
    assets: assets.map(([symbol, quantity, weight]) => ({
      ext_symbol: { contract: "token.ux", sym: `4,${symbol}` },
      quantity,
      weight,
      min_trade: "0.0001",
      wt: (weight / 100).toFixed(2),
      plp: (weight / 100).toFixed(2),
    })),
    asset_prices: assets.map(([symbol]) => ({ symbol, contract: "token.ux", price: "1.5" })),
    ...extra,
  };
}

export function parsePools(raw: readonly unknown[]): PoolSummary[] {
  return parseAmmSummary({ status: "ok", pools: raw }).pools;
}

const twoAssets = (a: string, b: string): FixtureAsset[] => [
  [a, "100.0000", 5000],
  [b, "200.0000", 5000],
];

/**
 * Three standard pools whose every column orders them differently, with values a float or a text
 * comparison would get wrong (liquidity equal as doubles, '300' vs '7.5', '10.25' vs '5.00'), plus one UFX
 * pool. The user holds 10 LPA ($3 each = $30) and 1 LPG ($100), no LPB.
 */
export const LIST_POOLS = [
  rawPool({
    id: 1,
    name: "alpha",
    lp: "LPA",
    assets: twoAssets("UTX", "USDT"),
    extra: {
      liquidity_usd_value: "12345678901234.567891",
      volume_24h_usd_value: "20",
      apy_local_percent: "5.00",
      core_usd_value: "3",
    },
  }),
  rawPool({
    id: 2,
    name: "Beta",
    lp: "LPB",
    assets: [
      ["AAA", "1.0000", 2000],
      ["BBB", "1.0000", 2000],
      ["CCC", "1.0000", 2000],
      ["DDD", "1.0000", 2000],
      ["EEE", "1.0000", 1000],
      ["FFF", "1.0000", 1000],
    ],
    extra: {
      liquidity_usd_value: "12345678901234.567890",
      volume_24h_usd_value: 300,
      apy_local_percent: "1.50",
      core_usd_value: "2",
    },
  }),
  rawPool({
    id: 3,
    name: "gamma",
    lp: "LPG",
    assets: [
      ["UTX", "1.0000", 4000],
      ["WAX", "1.0000", 3000],
      ["EOS", "1.0000", 3000],
    ],
    extra: {
      liquidity_usd_value: "999.99",
      volume_24h_usd_value: "7.5",
      apy_local_percent: "10.25",
      core_usd_value: "100",
    },
  }),
  rawPool({
    id: 4,
    name: "ufxutx",
    ufx: true,
    lp: "LPU",
    assets: twoAssets("UFX", "UTX"),
    extra: { liquidity_usd_value: "50", volume_24h_usd_value: "1", apy_local_percent: "0.10" },
  }),
];

const lpKey = (symbol: string) => tokenKey({ symbol, contract: "lptoken.ux" });

export const USER_LP_BALANCES: ReadonlyMap<string, bigint> = new Map([
  [lpKey("LPA"), 10_0000n],
  [lpKey("LPG"), 1_0000n],
]);

/** Ascending order of the fixture per column; every column orders the three pools differently. */
export const ASCENDING: Record<PoolColumnKey, string[]> = {
  name: ["alpha", "Beta", "gamma"],
  tokens: ["alpha", "gamma", "Beta"],
  liquidity: ["gamma", "Beta", "alpha"],
  volume: ["gamma", "alpha", "Beta"],
  apr: ["Beta", "alpha", "gamma"],
  position: ["Beta", "alpha", "gamma"],
};

/** 2024-04-01 00:00 UTC in seconds: the first point of the chart tests' series. */
export const APR_1 = Date.UTC(2024, 3, 1) / 1000;
