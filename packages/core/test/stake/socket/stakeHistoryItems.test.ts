import { describe, expect, it } from "vitest";
import {
  type OwnerStakeRows,
  stakeHistoryItems,
  stakeHistorySchema,
} from "../../../src/stake/socket/stakeHistoryItems";

// The stake socket's stakeHistory payload, from an owner's rows as get_table_rows prints them.

const TX = (n: number) => String(n).repeat(64).slice(0, 64);
const ROWS: OwnerStakeRows = {
  zero: "0.0000 UTX",
  positions: [
    { expiry: 202703, liquid: "60.0000 UTX", locked: "0.0000 UTX" },
    { expiry: 202612, liquid: "0.0000 UTX", locked: "50.1234 UTX" },
  ],
  stakes: [
    {
      id: "1",
      expiry: 202703,
      quantity: "100.0000 UTX",
      reward: "0.9458 UTX",
      locked: false,
      restaked_rewards: "0.0000 UTX",
      trx_id: TX(1),
      block_time: "2026-11-25T10:00:01",
    },
    {
      id: "2",
      expiry: 202612,
      quantity: "50.0000 UTX",
      reward: "0.0000 UTX",
      locked: true,
      restaked_rewards: "0.1234 UTX",
      trx_id: TX(2),
      block_time: "2026-11-25T10:00:02",
    },
    {
      id: "3",
      expiry: 202703,
      quantity: "10.0000 UTX",
      reward: "0.0945 UTX",
      locked: false,
      restaked_rewards: "0.0000 UTX",
      trx_id: TX(3),
      block_time: "2026-11-25T10:00:03",
    },
  ],
  unstakes: [
    {
      id: "1",
      expiry: 202703,
      quantity: "50.0000 UTX",
      unwind: "990541087801",
      received: "49.5270 UTX",
      trx_id: TX(4),
      block_time: "2026-11-26T08:00:00",
    },
    {
      id: "2",
      expiry: 202606,
      quantity: "7.0000 UTX",
      unwind: "1000000000000",
      received: "7.0000 UTX",
      trx_id: TX(5),
      block_time: "2026-11-26T09:00:00",
    },
  ],
};
const NOW = Date.UTC(2026, 11, 31, 23, 59, 59);

describe("stakeHistoryItems", () => {
  it("gives one item per expiry with its position, stakes and unstakes, newest first", () => {
    expect(stakeHistoryItems(ROWS, NOW)).toEqual([
      {
        expiry: { expiry: 202606, timestamp: Date.UTC(2026, 6, 1), formatted: "JUN26" },
        timestamp: Date.UTC(2026, 6, 1),
        active: false,
        liquid: "0.0000 UTX",
        locked: "0.0000 UTX",
        sells: [],
        buys: [
          {
            quantity: "7.0000 UTX",
            unwind: "1.000000000000",
            blockTime: Date.UTC(2026, 10, 26, 9),
            received: "7.0000 UTX",
            txId: TX(5),
          },
        ],
      },
      {
        expiry: { expiry: 202612, timestamp: Date.UTC(2027, 0, 1), formatted: "DEC26" },
        timestamp: Date.UTC(2027, 0, 1),
        active: true,
        liquid: "0.0000 UTX",
        locked: "50.1234 UTX",
        sells: [
          {
            quantity: "50.0000 UTX",
            blockTime: Date.UTC(2026, 10, 25, 10, 0, 2),
            reward: "0.0000 UTX",
            locked: true,
            restakedRewards: "0.1234 UTX",
            txId: TX(2),
          },
        ],
        buys: [],
      },
      {
        expiry: { expiry: 202703, timestamp: Date.UTC(2027, 3, 1), formatted: "MAR27" },
        timestamp: Date.UTC(2027, 3, 1),
        active: true,
        liquid: "60.0000 UTX",
        locked: "0.0000 UTX",
        sells: [
          {
            quantity: "10.0000 UTX",
            blockTime: Date.UTC(2026, 10, 25, 10, 0, 3),
            reward: "0.0945 UTX",
            locked: false,
            restakedRewards: "0.0000 UTX",
            txId: TX(3),
          },
          {
            quantity: "100.0000 UTX",
            blockTime: Date.UTC(2026, 10, 25, 10, 0, 1),
            reward: "0.9458 UTX",
            locked: false,
            restakedRewards: "0.0000 UTX",
            txId: TX(1),
          },
        ],
        buys: [
          {
            quantity: "50.0000 UTX",
            unwind: "0.990541087801",
            blockTime: Date.UTC(2026, 10, 26, 8),
            received: "49.5270 UTX",
            txId: TX(4),
          },
        ],
      },
    ]);
  });

  it("turns an expiry inactive at its end instant (chain time), and parses with the page's schema", () => {
    const atEnd = stakeHistoryItems(ROWS, Date.UTC(2027, 0, 1));
    expect(atEnd.map((item) => [item.expiry.expiry, item.active])).toEqual([
      [202606, false],
      [202612, false],
      [202703, true],
    ]);
    expect(stakeHistorySchema.parse(atEnd)).toEqual(atEnd);
    expect(stakeHistoryItems({ ...ROWS, positions: [], stakes: [], unstakes: [] }, NOW)).toEqual([]);
  });
});
