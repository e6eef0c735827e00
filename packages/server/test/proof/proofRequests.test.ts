import { createHash } from "node:crypto";
import { actionReceiptDigest, MerkleLevels, type NodeosBlock, type ReceiptedAction } from "@ux/core/antelope";
import { describe, expect, it } from "vitest";
import type { BlockFollower } from "../../src/proof/blockFollower";
import type { BlockReceipts } from "../../src/proof/blockReceipts";
import type { ProofNode } from "../../src/proof/proofNode";
import type { ProofRequest, ProofServerMessage } from "../../src/proof/proofProtocol";
import { ProofRequests } from "../../src/proof/proofRequests";
import type { KnownSchedule } from "../../src/proof/proofStore";

// The request handlers alone, over a made-up chain of 80 blocks: 4 producers taking turns of one block
// under schedule 0, 5 from block 30 under schedule 1 (proposed in block 20). Signatures are not checked
// here; the devnet integration test pushes real answers to a real prover.

const LAST = 80;
const hash = (text: string) => createHash("sha256").update(text).digest("hex");
const id = (num: number) => hash(`block ${num}`);
const producerOf = (num: number) => (num < 30 ? `prod${(num % 4) + 1}` : `prod${(num % 5) + 1}`);
const block = (num: number): NodeosBlock => ({
  id: id(num),
  block_num: num,
  timestamp: "2026-01-01T00:00:00.000",
  producer: producerOf(num),
  confirmed: 0,
  previous: num === 1 ? "0".repeat(64) : id(num - 1),
  transaction_mroot: "0".repeat(64),
  action_mroot: "0".repeat(64),
  schedule_version: num < 30 ? 0 : 1,
  new_producers: null,
  header_extensions: [],
  producer_signature: "SIG_K1_fake",
});
const schedules: KnownSchedule[] = [
  { version: 0, producers: ["prod1", "prod2", "prod3", "prod4"], proposedIn: null },
  { version: 1, producers: ["prod1", "prod2", "prod3", "prod4", "prod5"], proposedIn: 20 },
];
const receipted = (receiver: string, sequence: number): ReceiptedAction & { trxId: string } => ({
  trxId: hash("trx"),
  action: { account: "eosio.token", name: "transfer", authorization: [], data: "" },
  receipt: {
    receiver,
    actDigest: hash("act"),
    globalSequence: BigInt(sequence),
    recvSequence: 1n,
    authSequence: [],
    codeSequence: 1,
    abiSequence: 1,
  },
  returnValue: "",
});
const RECEIPTS = [receipted("eosio.token", 10), receipted("alice", 11), receipted("bob", 12)];

const follower = {
  chainId: "aa".repeat(32),
  lastBlock: LAST,
  storedThrough: async () => LAST,
  lastIrreversible: LAST,
  blockIds: new MerkleLevels(Array.from({ length: LAST }, (_, index) => id(index + 1))),
  schedule: (version: number) => schedules.find((schedule) => schedule.version === version),
  knownSchedules: () => schedules,
  cached: (num: number) => (num <= LAST ? block(num) : undefined),
  waitFor: async (num: number) => {
    if (num > LAST) throw new Error(`block ${num} was not produced in this test`);
  },
} as unknown as BlockFollower;
const node = { block: async (num: number) => block(num) } as unknown as ProofNode;
const receipts = { of: async () => RECEIPTS } as unknown as BlockReceipts;

async function ask(request: ProofRequest): Promise<ProofServerMessage[]> {
  const sent: ProofServerMessage[] = [];
  await new ProofRequests(follower, node, receipts).handle(
    request,
    (m) => sent.push(m),
    new AbortController().signal,
  );
  return sent;
}

describe("proof request handlers", () => {
  it("getDbStatus tells the followed range", async () => {
    expect(await ask({ type: "getDbStatus" })).toEqual([
      {
        type: "getDbStatus",
        data: {
          chainId: "aa".repeat(32),
          firstBlock: 1,
          lastBlock: LAST,
          minBlockToProve: 2,
          lastIrreversibleBlock: LAST,
        },
      },
    ]);
  });

  it("a heavy proof has two BFT rounds of the target's schedule and the schedule proofs it needs, in order", async () => {
    const digest = actionReceiptDigest(RECEIPTS[1]?.receipt as ReceiptedAction["receipt"]);
    const sent = await ask({ type: "heavyProof", block_to_prove: 40, action_receipt_digest: digest });
    const answer = sent.at(-1) as Extract<ProofServerMessage, { type: "proof" }>;
    expect(answer.type).toBe("proof");
    expect(sent.slice(0, -1).every((message) => message.type === "progress")).toBe(true);
    expect(sent.at(-2)).toEqual({ type: "progress", progress: 100 });
    // biome-ignore lint/suspicious/noExplicitAny: the proof JSON is read field by field.
    const proof = answer.proof as any;
    expect(proof.blockproof.blocktoprove.block.header.producer).toBe(producerOf(40));
    expect(proof.blockproof.bftproof).toHaveLength(6); // 5 producers: rounds of 3
    expect(proof.blockproof.blocktoprove.node_count).toBe(38);
    expect(proof.actionproof.receipt.receiver).toBe("alice");
    expect(answer.action_receipt_digest).toBe(digest);
    // biome-ignore lint/suspicious/noExplicitAny: the proof JSON is read field by field.
    const scheduleProofs = answer.schedule_proofs as any[];
    expect(scheduleProofs.map(({ version, block_num }) => [version, block_num])).toEqual([[1, 20]]);
    expect(scheduleProofs[0].proof.blockproof.bftproof).toHaveLength(4); // 4 producers: rounds of 2
  });

  it("includes a schedule proposed after the target when the BFT blocks are signed over its hash", async () => {
    const scheduleBlocks = async (target: number) => {
      const answer = (await ask({ type: "heavyProof", block_to_prove: target })).at(-1) as {
        schedule_proofs: { block_num: number }[];
      };
      return answer.schedule_proofs.map(({ block_num }) => block_num);
    };
    expect(await scheduleBlocks(10)).toEqual([]);
    expect(await scheduleBlocks(18)).toEqual([20]);
    // The block that proposes it proves it itself.
    expect(await scheduleBlocks(20)).toEqual([]);
  });

  it("a light proof's path leads to the root of the blocks before the last proven one", async () => {
    const digest = actionReceiptDigest(RECEIPTS[0]?.receipt as ReceiptedAction["receipt"]);
    const sent = await ask({
      type: "lightProof",
      block_to_prove: 40,
      last_proven_block: 50,
      action_receipt_digest: digest,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the proof JSON is read field by field.
    const answer = sent.at(-1) as any;
    expect(answer.type).toBe("proof");
    expect(answer.proof.blockproof.header.producer).toBe(producerOf(40));
    expect(answer.proof.blockproof.bmproofpath.length).toBeGreaterThan(0);
    expect(answer.proof.actionproof.receipt.receiver).toBe("eosio.token");
  });

  it("getBlockActions groups receipts by transaction with their digests", async () => {
    const [answer] = (await ask({ type: "getBlockActions", block_to_prove: 40 })) as Extract<
      ProofServerMessage,
      { type: "getBlockActions" }
    >[];
    expect(answer?.txs).toHaveLength(1);
    expect(answer?.txs[0]).toHaveLength(3);
    expect(answer?.txs[0]?.[2]).toMatchObject({
      receiver: "bob",
      transactionId: hash("trx"),
      action_receipt_digest: actionReceiptDigest(RECEIPTS[2]?.receipt as ReceiptedAction["receipt"]),
    });
  });

  it("refuses what cannot be proven with a message naming why", async () => {
    const error = async (request: ProofRequest) => {
      const answer = (await ask(request)).at(-1) as { type: string; error: string };
      expect(answer.type).toBe("error");
      return answer.error;
    };
    expect(await error({ type: "heavyProof", block_to_prove: 1 })).toBe("Block 1 cannot be proven");
    expect(await error({ type: "lightProof", block_to_prove: 50, last_proven_block: 50 })).toBe(
      "block_to_prove must be below last_proven_block",
    );
    expect(await error({ type: "lightProof", block_to_prove: 40, last_proven_block: 50 })).toBe(
      "A light proof needs action_receipt or action_receipt_digest",
    );
    expect(
      await error({ type: "heavyProof", block_to_prove: 40, action_receipt_digest: "ef".repeat(32) }),
    ).toBe(`Action receipt ${"ef".repeat(32)} is not in block 40`);
    // The last blocks have no two BFT rounds after them yet, and this follower produces no more.
    expect(await error({ type: "heavyProof", block_to_prove: 78 })).toMatch(/block 81 was not produced/);
  });
});
