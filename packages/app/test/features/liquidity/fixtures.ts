import type { Pool, PoolAsset } from "@ux/core/amm";
import { tokenKey } from "@ux/core/amm";
import { asset, makePool as poolOfAssets } from "../../../../core/test/amm/fixtures";
import type { RemoveInputs } from "../../../src/features/liquidity/removeLiquidityInputs";
import type { AmmPoolEntry } from "../../../src/shared/amm/ammPools";
import type { AmmWalletBalances } from "../../../src/shared/amm/ammWalletBalances";
import type { AmmSummary } from "../../../src/shared/api/ammIndexer";
import { summaryPool } from "../../shared/amm/summaryPools";

export { asset };

/** Core's test pool (LP `LP${id}` on lp.ux, fee 20 bps), with the name the app shows. */
export function makePool(id: number, name: string, assets: PoolAsset[], supply: bigint, isUfx = false): Pool {
  return { ...poolOfAssets(id, assets, supply, isUfx), pool_name: name };
}

/** 50/50: 1,000,000.0000 UTX and 250,000.000000 USDT, 500,000.0000 LP1; UTX minimum 0.0500. */
export const POOL_UTX_USDT = makePool(
  1,
  "antelope",
  [asset("UTX", 4, 1_000_000_0000n, 5000, 500n), asset("USDT", 6, 250_000_000000n, 5000)],
  500_000_0000n,
);

/** 80/20: 800,000.0000 EOS and 2,000,000.00000000 WAX, 1,000,000.0000 LP2. */
export const POOL_EOS_WAX = makePool(
  2,
  "eoswax",
  [asset("EOS", 4, 800_000_0000n, 8000), asset("WAX", 8, 2_000_000_00000000n, 2000)],
  1_000_000_0000n,
);

/** A UFX pair: 100,000.0000 UFX and 400,000.0000 UTX, 200,000.0000 LP3. */
export const POOL_UFX = makePool(
  3,
  "ufxutx",
  [asset("UFX", 4, 100_000_0000n, 5000), asset("UTX", 4, 400_000_0000n, 5000)],
  200_000_0000n,
  true,
);

export const ENTRIES: AmmPoolEntry[] = [
  { pool: POOL_UTX_USDT, description: "UTX and USDT" },
  { pool: POOL_EOS_WAX, description: "" },
  { pool: POOL_UFX, description: "UFX pair" },
];

export function balances(entries: Record<string, bigint>): AmmWalletBalances {
  return new Map(
    Object.entries(entries).map(([symbol, units]) => [
      tokenKey({ symbol, contract: symbol.startsWith("LP") ? "lp.ux" : "token.ux" }),
      units,
    ]),
  );
}

export function summaryOf(pools: AmmSummary["pools"]): AmmSummary {
  return { pools, min_trade_values: [], status: "ok" };
}

/** UTX at $0.25 in pool 1; EOS at $0.80 in pool 2 (WAX unpriced). */
export const SUMMARY = summaryOf([
  summaryPool("1", "antelope", [["UTX", "token.ux", "0.25"]], { liquidity_usd_value: "500000" }),
  summaryPool("2", "eoswax", [["EOS", "token.ux", "0.8"]], { liquidity_usd_value: "800000" }),
]);

/** list[i], failing the test when missing (noUncheckedIndexedAccess without non-null assertions). */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

/** The user's LP1 balance in the remove tests: 10.0003 LP1. */
export const LP_BALANCE = 100_003n;

/** Remove inputs on POOL_UTX_USDT: an LP amount, a mode and one percentage per pool token. */
export function removeInputs(
  lpAmountText: string,
  mode: RemoveInputs["mode"] = "balanced",
  percents = ["50", "50"],
): RemoveInputs {
  return {
    lpAmountText,
    mode,
    percentages: percents.map((percentText, i) => ({
      symbol: at(POOL_UTX_USDT.assets, i).symbol,
      percentText,
    })),
  };
}
