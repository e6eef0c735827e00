import { describe, expect, it } from "vitest";
import {
  mergePreviousTransfers,
  previousTransfersOf,
  previousTransfersQuery,
} from "../../src/bridge/previousTransfers";

const native = {
  group: "native" as const,
  sourceLockTC: "eosio.token",
  wrapLockContract: "ibc.wl.eos",
  symbol: "UTX",
};

describe("previous bridge transfers", () => {
  it("asks Hyperion for 15 of the account's transfers to the lock, or its retires", () => {
    expect(Object.fromEntries(new URLSearchParams(previousTransfersQuery(native, "alice")))).toEqual({
      account: "alice",
      limit: "15",
      sort: "desc",
      filter: "eosio.token:transfer",
      "transfer.to": "ibc.wl.eos",
      "transfer.from": "alice",
    });
    const retire = previousTransfersQuery(
      { ...native, group: "wrapped", sourceLockTC: "ibc.wt.eos" },
      "alice",
    );
    expect(new URLSearchParams(retire).get("filter")).toBe("ibc.wt.eos:retire");
  });

  it("reads each action as a transfer of unknown proof, keeping only the token's", () => {
    const action = (trx: string, quantity: string, block: number) => ({
      trx_id: trx,
      block_num: block,
      timestamp: "2026-01-01T00:00:00.000",
      act: { data: { quantity } },
    });
    const list = previousTransfersOf(
      { actions: [action("a", "1.0000 UTX", 9), action("b", "1.0000 UTXRAM", 8)] },
      "UTX",
    );
    expect(list).toEqual([
      {
        date: "2026-01-01T00:00:00.000",
        transactionId: "a",
        amount: "1.0000 UTX",
        blockNum: 9,
        proven: null,
      },
    ]);
    expect(() => previousTransfersOf({ error: "x" }, "UTX")).toThrow(/History/);
  });

  it("merges tokens newest first, 15 at most", () => {
    const row = (blockNum: number) => ({
      date: "",
      transactionId: String(blockNum),
      amount: "",
      blockNum,
      proven: null,
    });
    const merged = mergePreviousTransfers([
      [row(1), row(30)],
      Array.from({ length: 20 }, (_, i) => row(i + 2)),
    ]);
    expect(merged).toHaveLength(15);
    expect(merged[0]?.blockNum).toBe(30);
    expect(merged[1]?.blockNum).toBe(21);
  });
});
