import * as z from "zod/mini";
import { timePointSecToUnix } from "../../contracts/chainJson";
import { expiryTimestamp, formatExpiry, parseExpiryCode } from "../../expiry/expiryCode";
import { isExpiryActive } from "../../expiry/expiryStatus";
import type { StakeHistoryRow, StakePositionRow, UnstakeHistoryRow } from "../contract/stakeRows";
import { rateText } from "../stakeRate";

/*
 * The stake socket's `stakeHistory` event (spec 2 §3 'Stake history item'): per expiry the owner ever staked
 * for, its position now (liquid and locked quantities), whether it is still active, the stakes ('sells':
 * quantity, blockTime, reward, locked, restakedRewards, txId) and the unstakes and redeems ('buys': unwind,
 * blockTime, received, txId, and the quantity given up). Read from the contract's positions, stakes and
 * unstakes tables of that owner. Quantities are asset text as the chain writes them ('100.0000 UTX'), times
 * ms since the epoch, unwind the applied ratio as rate text (1.000000000000 for a redeem).
 */

const assetText = z
  .string()
  .check(z.regex(/^\d+(\.\d+)? [A-Z]{1,7}$/, "expected an asset like '1.0000 UTX'"));
const txId = z.string().check(z.regex(/^[0-9a-f]{64}$/, "expected a transaction id"));

export const stakeSellSchema = z.object({
  quantity: assetText,
  blockTime: z.int(),
  reward: assetText,
  locked: z.boolean(),
  restakedRewards: assetText,
  txId,
});
export type StakeSell = z.output<typeof stakeSellSchema>;

export const stakeBuySchema = z.object({
  quantity: assetText,
  unwind: z.string().check(z.regex(/^\d+\.\d{12}$/, "expected a rate like '0.987654321000'")),
  blockTime: z.int(),
  received: assetText,
  txId,
});
export type StakeBuy = z.output<typeof stakeBuySchema>;

export const stakeHistoryItemSchema = z.object({
  expiry: z.object({ expiry: z.int(), timestamp: z.int(), formatted: z.string() }),
  /** The expiry's end instant (ms), as expiry.timestamp. */
  timestamp: z.int(),
  /** The expiry has not ended yet (chain time). */
  active: z.boolean(),
  /** The position now; zero quantities once unstaked or redeemed. */
  liquid: assetText,
  locked: assetText,
  /** Newest first. */
  sells: z.array(stakeSellSchema),
  buys: z.array(stakeBuySchema),
});
export type StakeHistoryItem = z.output<typeof stakeHistoryItemSchema>;

/** The whole `stakeHistory` payload. */
export const stakeHistorySchema = z.array(stakeHistoryItemSchema);

export interface OwnerStakeRows {
  positions: readonly StakePositionRow[];
  stakes: readonly StakeHistoryRow[];
  unstakes: readonly UnstakeHistoryRow[];
  /** The staked token's zero ('0.0000 UTX'): the quantity of a side the position does not hold. */
  zero: string;
}

const byIdNewestFirst = (a: { id: string }, b: { id: string }) => {
  const left = BigInt(a.id);
  const right = BigInt(b.id);
  return left === right ? 0 : left > right ? -1 : 1;
};

/** One item per expiry that has a position or any history, nearest expiry first. */
export function stakeHistoryItems(rows: OwnerStakeRows, nowMs: number): StakeHistoryItem[] {
  const codes = new Set<number>([
    ...rows.positions.map((row) => row.expiry),
    ...rows.stakes.map((row) => row.expiry),
    ...rows.unstakes.map((row) => row.expiry),
  ]);
  const items: StakeHistoryItem[] = [];
  for (const code of [...codes].sort((a, b) => a - b)) {
    const expiry = parseExpiryCode(code);
    if (expiry === null) continue;
    const timestamp = expiryTimestamp(expiry);
    const position = rows.positions.find((row) => row.expiry === code);
    items.push({
      expiry: { expiry: code, timestamp, formatted: formatExpiry(expiry) },
      timestamp,
      active: isExpiryActive(timestamp, nowMs),
      liquid: position?.liquid ?? rows.zero,
      locked: position?.locked ?? rows.zero,
      sells: rows.stakes
        .filter((row) => row.expiry === code)
        .sort(byIdNewestFirst)
        .map((row) => ({
          quantity: row.quantity,
          blockTime: timePointSecToUnix(row.block_time) * 1000,
          reward: row.reward,
          locked: row.locked,
          restakedRewards: row.restaked_rewards,
          txId: row.trx_id,
        })),
      buys: rows.unstakes
        .filter((row) => row.expiry === code)
        .sort(byIdNewestFirst)
        .map((row) => ({
          quantity: row.quantity,
          unwind: rateText(BigInt(row.unwind)),
          blockTime: timePointSecToUnix(row.block_time) * 1000,
          received: row.received,
          txId: row.trx_id,
        })),
    });
  }
  return items;
}
