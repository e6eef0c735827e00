import type { StakeHistoryItem } from "@ux/core/stake/socket";
import { fillMessage } from "@ux/core/text";
import { msg } from "../../shared/i18n/msg";

/*
 * Stake History (spec 2 §3 'Stake history item', §4): every stake ('sells') and unstake or redeem ('buys')
 * of every expiry as one row, newest first.
 */

/** Message ids, shown translated. */
export type HistoryKind = "Stake" | "Unstake" | "Redeem";

export interface HistoryRow {
  key: string;
  kind: HistoryKind;
  expiry: string;
  blockTime: number;
  /** Asset text as the chain wrote it. */
  quantity: string;
  /** The reward paid (stakes) or the UTX received (unstakes, redeems). */
  amount: string;
  /** Stakes: 'Locked' or 'Liquid', and whether the reward was restaked. */
  detail: string;
  txId: string;
}

const REDEEM_RATIO = "1.000000000000";

export function historyRows(history: readonly StakeHistoryItem[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (const item of history) {
    for (const sell of item.sells) {
      const restaked = !/^0(\.0+)? /.test(sell.restakedRewards);
      rows.push({
        key: `${sell.txId}-stake-${item.expiry.expiry}`,
        kind: msg("Stake"),
        expiry: item.expiry.formatted,
        blockTime: sell.blockTime,
        quantity: sell.quantity,
        amount: restaked ? sell.restakedRewards : sell.reward,
        detail: sell.locked
          ? restaked
            ? msg("Locked, restaked")
            : msg("Locked")
          : restaked
            ? msg("Liquid, restaked")
            : msg("Liquid"),
        txId: sell.txId,
      });
    }
    for (const buy of item.buys) {
      const redeem = buy.unwind === REDEEM_RATIO && !item.active;
      rows.push({
        key: `${buy.txId}-${redeem ? "redeem" : "unstake"}-${item.expiry.expiry}`,
        kind: redeem ? msg("Redeem") : msg("Unstake"),
        expiry: item.expiry.formatted,
        blockTime: buy.blockTime,
        quantity: buy.quantity,
        amount: buy.received,
        detail: fillMessage("at {rate}", { rate: buy.unwind }),
        txId: buy.txId,
      });
    }
  }
  return rows.sort((a, b) => b.blockTime - a.blockTime);
}
