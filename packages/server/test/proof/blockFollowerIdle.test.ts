import { EMPTY_INCREMENTAL_MERKLE } from "@ux/core/antelope";
import { afterEach, describe, expect, it } from "vitest";
import { BlockFollower } from "../../src/proof/blockFollower";
import type { ProofNode } from "../../src/proof/proofNode";
import type { FollowedBatch, ProofStore, StoredChainState } from "../../src/proof/proofStore";
import { chainBlock } from "./chainOfBlocks";

// An idle follower polls every idlePollMs and stores the blocks that came meanwhile in one batch; a request
// waiting for a newer block brings the next poll forward, so its answer does not wait the idle interval.

/** A node whose irreversible block advances one block every `blockMs` of wall time. */
function liveNode(blockMs: number) {
  const started = Date.now();
  const calls = { info: 0 };
  const node: ProofNode = {
    info: async () => {
      calls.info++;
      const lib = 1 + Math.floor((Date.now() - started) / blockMs);
      return { chain_id: "aa".repeat(32), head_block_num: lib, last_irreversible_block_num: lib };
    },
    block: async (num) => chainBlock(num),
    activeSchedule: async () => ({ version: 0, producers: ["prod1"] }),
    blockActions: async () => [],
  };
  return { node, calls };
}

function memoryStore() {
  let state: StoredChainState | null = null;
  const batches: FollowedBatch[] = [];
  const store = {
    load: async () => state,
    create: async (chainId: string) => {
      state = { chainId, lastBlock: 0, merkle: EMPTY_INCREMENTAL_MERKLE, ids: [], schedules: [] };
    },
    append: async (batch: FollowedBatch) => {
      if (!state) throw new Error("append before create");
      batches.push(batch);
      state = { ...state, lastBlock: batch.lastBlock, ids: [...state.ids, ...batch.ids.map((b) => b.id)] };
    },
  } as unknown as ProofStore;
  return { store, batches };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let follower: BlockFollower | undefined;
afterEach(async () => follower?.stop());

describe("BlockFollower idle polling", () => {
  it("polls every idlePollMs while nobody waits, storing the blocks since the last poll in one batch", async () => {
    const { node, calls } = liveNode(20);
    const { store, batches } = memoryStore();
    follower = new BlockFollower({ node, store, pollMs: 5, idlePollMs: 200, log: () => {} });
    await follower.start();
    await sleep(50); // the first poll (at once) has run
    const before = { info: calls.info, batches: batches.length };
    await sleep(700);
    // ~3-4 idle polls in 700 ms (pollMs alone would make ~100), each storing ~10 blocks at once.
    expect(calls.info - before.info).toBeLessThanOrEqual(5);
    const idleBatches = batches.slice(before.batches);
    expect(idleBatches.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...idleBatches.map((batch) => batch.ids.length))).toBeGreaterThan(3);
    const ids = batches.flatMap((batch) => batch.ids.map((entry) => entry.blockNum));
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, index) => index + 1));
  });

  it("polls at once (then every pollMs) while a request waits for a newer block", async () => {
    const { node } = liveNode(20);
    const { store } = memoryStore();
    follower = new BlockFollower({ node, store, pollMs: 5, idlePollMs: 60_000, log: () => {} });
    await follower.start();
    await sleep(50);
    const target = follower.lastBlock + 3;
    const asked = Date.now();
    await follower.waitFor(target, () => {}, new AbortController().signal);
    // Three blocks of 20 ms, not the 60 s idle interval.
    expect(Date.now() - asked).toBeLessThan(1_000);
    expect(follower.lastBlock).toBeGreaterThanOrEqual(target);
  });

  it("stores every storeEveryMs, not every poll, and what is left when it stops", async () => {
    const { node } = liveNode(20);
    const { store, batches } = memoryStore();
    follower = new BlockFollower({
      node,
      store,
      pollMs: 5,
      idlePollMs: 50,
      storeEveryMs: 400,
      log: () => {},
    });
    await follower.start();
    await sleep(700);
    // ~14 polls in 700 ms, stored in one or two batches (the first poll's, then one after 400 ms).
    expect(batches.length).toBeLessThanOrEqual(3);
    // getDbStatus' question: what was followed is stored first.
    const before = follower.lastBlock;
    const stored = await follower.storedThrough();
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(batches.at(-1)?.lastBlock).toBe(stored);
    await follower.stop();
    const followed = follower.lastBlock;
    const ids = batches.flatMap((batch) => batch.ids.map((entry) => entry.blockNum));
    expect(ids).toEqual(Array.from({ length: followed }, (_, index) => index + 1));
    // Each batch carries the merkle of every id through its last block.
    expect(batches.at(-1)?.lastBlock).toBe(followed);
    expect(batches.at(-1)?.merkle.nodeCount).toBe(followed);
  });
});
