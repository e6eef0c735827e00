import { getEventListeners } from "node:events";
import { EMPTY_INCREMENTAL_MERKLE } from "@ux/core/antelope";
import { describe, expect, it } from "vitest";
import { BlockFollower } from "../../src/proof/blockFollower";
import type { ProofNode } from "../../src/proof/proofNode";
import type { FollowedBatch, ProofStore, StoredChainState } from "../../src/proof/proofStore";
import { chainBlock } from "./chainOfBlocks";

// The follower over a chain whose irreversible block moves one block per poll, so a proof request waiting
// for a later block wakes once per block, as a heavy proof's wait for its BFT rounds does on a live chain.

function oneBlockPerPoll(): ProofNode {
  let lib = 0;
  return {
    info: async () => ({ chain_id: "aa".repeat(32), last_irreversible_block_num: ++lib }) as never,
    block: async (num) => chainBlock(num),
    activeSchedule: async () => ({ version: 0, producers: ["prod1"] }),
    blockActions: async () => [],
  };
}

/** The store's contract in memory: what was created, then every batch appended. */
function memoryStore(): ProofStore {
  let state: StoredChainState | null = null;
  return {
    load: async () => state,
    create: async (chainId: string) => {
      state = { chainId, lastBlock: 0, merkle: EMPTY_INCREMENTAL_MERKLE, ids: [], schedules: [] };
    },
    append: async (batch: FollowedBatch) => {
      if (!state) throw new Error("append before create");
      state = { ...state, lastBlock: batch.lastBlock, ids: [...state.ids, ...batch.ids.map((b) => b.id)] };
    },
  } as unknown as ProofStore;
}

/** A follower of a node that makes one block per poll, polled every millisecond, started. */
async function startedFollower(): Promise<BlockFollower> {
  const follower = new BlockFollower({
    node: oneBlockPerPoll(),
    store: memoryStore(),
    pollMs: 1,
    log: () => {},
  });
  await follower.start();
  return follower;
}

describe("BlockFollower.waitFor", () => {
  it("leaves no abort listener on the request's signal after waking once per block", async () => {
    const follower = await startedFollower();
    const request = new AbortController();
    let blocksSeen = 0;
    try {
      await follower.waitFor(25, () => blocksSeen++, request.signal);
    } finally {
      await follower.stop();
    }
    expect(follower.lastBlock).toBeGreaterThanOrEqual(25);
    expect(blocksSeen).toBeGreaterThan(10);
    expect(getEventListeners(request.signal, "abort")).toHaveLength(0);
  });

  it("ends with an error when the request is cancelled while it waits", async () => {
    const follower = await startedFollower();
    const request = new AbortController();
    const waiting = follower.waitFor(1_000_000, () => request.abort(), request.signal);
    await expect(waiting).rejects.toThrow("the request was cancelled");
    await follower.stop();
    expect(getEventListeners(request.signal, "abort")).toHaveLength(0);
  });
});
