import {
  appendToIncrementalMerkle,
  EMPTY_INCREMENTAL_MERKLE,
  type IncrementalMerkle,
} from "@ux/core/antelope";
import { describe, expect, it } from "vitest";
import { ProofStore } from "../../src/proof/proofStore";
import { useTestDatabase } from "../support/testDatabase";

// A batch without a schedule is stored by one statement, one with a schedule in a transaction: both must
// leave the state load() reads back, ids 1..n in order with the merkle and schedules of the last batch.

const database = useTestDatabase();
const id = (num: number) => num.toString(16).padStart(64, "0");

function batchOf(from: number, to: number, merkle: IncrementalMerkle) {
  let next = merkle;
  const ids = [];
  for (let num = from; num <= to; num++) {
    next = appendToIncrementalMerkle(next, id(num));
    ids.push({ blockNum: num, id: id(num) });
  }
  return { lastBlock: to, merkle: next, ids };
}

describe("ProofStore", () => {
  it("reads back what batches with and without schedules stored", async () => {
    const store = new ProofStore(database.db, "eos", () => 1_000);
    await store.create("aa".repeat(32), { version: 0, producers: ["prod1"], proposedIn: null });
    const first = batchOf(1, 3, EMPTY_INCREMENTAL_MERKLE);
    await store.append({ ...first, schedules: [] });
    const second = batchOf(4, 5, first.merkle);
    await store.append({ ...second, schedules: [{ version: 1, producers: ["prod2"], proposedIn: 5 }] });
    const third = batchOf(6, 9, second.merkle);
    await store.append({ ...third, schedules: [] });

    const state = await store.load();
    expect(state?.lastBlock).toBe(9);
    expect(state?.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(id));
    expect(state?.merkle).toEqual(third.merkle);
    expect(state?.schedules).toEqual([
      { version: 0, producers: ["prod1"], proposedIn: null },
      { version: 1, producers: ["prod2"], proposedIn: 5 },
    ]);
  });

  it("stores nothing of a batch whose ids clash (the single statement is atomic)", async () => {
    const store = new ProofStore(database.db, "wax", () => 1_000);
    await store.create("bb".repeat(32), { version: 0, producers: ["prod1"], proposedIn: null });
    const first = batchOf(1, 2, EMPTY_INCREMENTAL_MERKLE);
    await store.append({ ...first, schedules: [] });
    const clash = batchOf(2, 3, first.merkle);
    await expect(store.append({ ...clash, lastBlock: 3, schedules: [] })).rejects.toThrow();
    const state = await store.load();
    expect(state?.lastBlock).toBe(2);
    expect(state?.merkle).toEqual(first.merkle);
  });
});
