import { tokenKey } from "@ux/core/amm";
import { type ReportData, reportAmounts } from "@ux/core/amm/contract";
import type { TradeRecord } from "../../db/tradeStore";
import { usdText } from "./decimalText";
import { usdValue } from "./usdPrices";

export type DecimalsOf = (key: string) => number | undefined;

/**
 * The USD volume and fees a settlement adds to its pools (for the 24h figures): a filled order's volume is
 * its input's USD value, counted in its pool and, for a ufxhop, in the second pool too; each fee counts in
 * the pool that kept it. Refunded orders trade nothing. Tokens without a price count 0.
 */
export function tradesOfReports(
  reports: readonly ReportData[],
  timeSeconds: number,
  prices: ReadonlyMap<string, bigint>,
  decimalsOf: DecimalsOf,
): TradeRecord[] {
  const trades: TradeRecord[] = [];
  const usdOf = (token: { contract: string; symbol: string }, amount: bigint) => {
    const key = tokenKey(token);
    const price = prices.get(key);
    const decimals = decimalsOf(key);
    return price === undefined || decimals === undefined ? 0n : usdValue(amount, decimals, price);
  };
  for (const report of reports) {
    if (report.status !== "filled") continue;
    const amounts = reportAmounts(report);
    const volume = usdOf(amounts.input.token, amounts.input.amount);
    const pools = report.hop_pool_id === null ? [report.pool_id] : [report.pool_id, report.hop_pool_id];
    for (const poolId of new Set(pools)) {
      const fees = amounts.fees
        .filter((fee) => fee.pool_id === poolId)
        .reduce((sum, fee) => sum + usdOf(fee.token, fee.amount), 0n);
      trades.push({
        order_id: report.order_id,
        pool_id: poolId,
        time: timeSeconds,
        volume_usd: usdText(volume),
        fees_usd: usdText(fees),
      });
    }
  }
  return trades;
}
