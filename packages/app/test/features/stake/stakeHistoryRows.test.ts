import { describe, expect, it } from "vitest";
import { historyRows } from "../../../src/features/stake/stakeHistoryRows";
import { historyItem } from "./fixtures";

const tx = (digit: string) => digit.repeat(64);

describe("stake history rows", () => {
  it("lists stakes and unstakes of every expiry, newest first", () => {
    const rows = historyRows([
      historyItem({
        code: 202612,
        timestamp: Date.UTC(2027, 0, 1),
        sells: [
          {
            quantity: "10.0000 UTX",
            blockTime: 1000,
            reward: "0.3000 UTX",
            locked: false,
            restakedRewards: "0.0000 UTX",
            txId: tx("a"),
          },
        ],
        buys: [
          {
            quantity: "10.0000 UTX",
            unwind: "0.970000000000",
            blockTime: 3000,
            received: "9.7000 UTX",
            txId: tx("b"),
          },
        ],
      }),
      historyItem({
        code: 202712,
        timestamp: Date.UTC(2028, 0, 1),
        sells: [
          {
            quantity: "5.0000 UTX",
            blockTime: 2000,
            reward: "0.0000 UTX",
            locked: true,
            restakedRewards: "0.4000 UTX",
            txId: tx("c"),
          },
        ],
      }),
    ]);
    expect(rows.map((row) => [row.kind, row.blockTime, row.amount, row.detail])).toEqual([
      ["Unstake", 3000, "9.7000 UTX", "at 0.970000000000"],
      ["Stake", 2000, "0.4000 UTX", "Locked, restaked"],
      ["Stake", 1000, "0.3000 UTX", "Liquid"],
    ]);
  });
});
