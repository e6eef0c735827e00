import {
  actionMroot,
  actionReceiptDigest,
  blockHeaderDigest,
  blockIdOf,
  blockNumFromId,
  headerSigningDigest,
  merkleRoot,
  producerAuthorityScheduleDigest,
  ZERO_DIGEST,
} from "@ux/core/antelope";
import { Signature } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import {
  fromHex,
  nodeSha256 as sha256,
  toHex,
  u32le,
  varuint,
} from "../../../core/test/antelope/independent";
import { ChainError } from "../../src/engine/engineContract";
import { producerKey } from "../../src/genesis/producers";
import { slotAt, slotTime } from "../../src/node/blockSlot";
import { type BlockTransaction, transactionReceiptDigest } from "../../src/node/transactionReceipt";
import { noteTransaction } from "./fakeEngine";
import { openTestNode, PRODUCERS, START_MS } from "./nodeHarness";

/** transaction_receipt::digest() written out byte by byte, independently of the node's code. */
function independentReceiptDigest(trx: BlockTransaction): string {
  const signatures = [
    varuint(trx.signatures.length),
    ...trx.signatures.flatMap((text) => [Uint8Array.of(0), Signature.from(text).data.array]),
  ];
  const cfd = fromHex(trx.packedContextFreeData);
  const prunable = sha256(...signatures, varuint(cfd.length), cfd);
  const packed = fromHex(trx.packedTrx);
  const packedDigest = sha256(Uint8Array.of(trx.compression), varuint(packed.length), packed, prunable);
  return toHex(sha256(Uint8Array.of(0), u32le(trx.cpuUsageUs), varuint(trx.netUsageWords), packedDigest));
}

describe("blocks", () => {
  it("start with block 1 by eosio, then link each block to the previous id with ids carrying their number", async () => {
    const { node } = await openTestNode();
    node.produceUntil(6);
    const genesis = node.block(1)?.block;
    expect(genesis?.header.producer).toBe("eosio");
    expect(genesis?.header.previous).toBe(ZERO_DIGEST);
    expect(genesis?.header.timestamp).toBe(slotAt(START_MS));
    for (let num = 1; num <= 6; num++) {
      const block = node.block(num)?.block;
      if (!block) throw new Error(`no block ${num}`);
      expect(block.id).toBe(blockIdOf(block.header));
      expect(blockNumFromId(block.id)).toBe(num);
      expect(block.id.slice(8)).toBe(blockHeaderDigest(block.header).slice(8));
      if (num > 1) {
        expect(block.header.previous).toBe(node.block(num - 1)?.block.id);
        expect(block.header.timestamp).toBe(slotAt(START_MS) + num - 1);
      }
      expect(block.header.confirmed).toBe(0);
      expect(block.header.newProducers).toBeNull();
    }
    expect(node.status().head).toEqual({
      blockNum: 6,
      id: node.block(6)?.block.id,
      time: slotTime(slotAt(START_MS) + 5),
      producer: node.block(6)?.block.header.producer,
    });
  });

  it("are signed by their scheduled producer over sha256(sha256(header digest, block merkle root), schedule hash)", async () => {
    const { node } = await openTestNode();
    node.produceUntil(30);
    const scheduleHash = producerAuthorityScheduleDigest(node.status().schedule.active);
    const ids: string[] = [];
    for (let num = 1; num <= 30; num++) {
      const block = node.block(num)?.block;
      if (!block) throw new Error(`no block ${num}`);
      expect(block.previousBmroot).toBe(num === 1 ? ZERO_DIGEST : merkleRoot(ids));
      const digest = headerSigningDigest(blockHeaderDigest(block.header), block.previousBmroot, scheduleHash);
      const signer = Signature.from(block.producerSignature).recoverDigest(digest);
      expect(signer.equals(producerKey("ux", block.header.producer).toPublic())).toBe(true);
      ids.push(block.id);
    }
  });

  it("rotate producers in schedule order, 12 consecutive slots each, as nodeos' get_scheduled_producer", async () => {
    const { node } = await openTestNode();
    node.produceUntil(60);
    for (let num = 2; num <= 60; num++) {
      const header = node.block(num)?.block.header;
      if (!header) throw new Error(`no block ${num}`);
      expect(header.producer).toBe(PRODUCERS[Math.floor((header.timestamp % 48) / 12)]);
      expect(header.scheduleVersion).toBe(0);
    }
  });

  it("with fewer repetitions, hand over after that many blocks", async () => {
    const { node } = await openTestNode({ repetitions: 2 });
    node.produceUntil(20);
    const header = (num: number) => node.block(num)?.block.header;
    for (let num = 2; num <= 20; num++)
      expect(header(num)?.producer).toBe(PRODUCERS[Math.floor(((header(num)?.timestamp ?? 0) % 8) / 2)]);
  });

  it("commit to transaction receipts in transaction_mroot and action receipts in action_mroot", async () => {
    const { node } = await openTestNode();
    const first = await node.pushTransaction(noteTransaction("alice", ["one", "two"]));
    const second = await node.pushTransaction(noteTransaction("bob", ["three"]));
    const block = node.produceBlock();
    expect(block.transactions.map((trx) => trx.id)).toEqual([first.id, second.id]);
    for (const trx of block.transactions)
      expect(transactionReceiptDigest(trx)).toBe(independentReceiptDigest(trx));
    expect(block.header.transactionMroot).toBe(merkleRoot(block.transactions.map(independentReceiptDigest)));
    const receipts = [first, second].flatMap((trace) =>
      trace.action_traces.map((action) =>
        actionReceiptDigest({
          receiver: action.receipt.receiver,
          actDigest: action.receipt.act_digest,
          globalSequence: BigInt(action.receipt.global_sequence),
          recvSequence: BigInt(action.receipt.recv_sequence),
          authSequence: action.receipt.auth_sequence.map(([account, sequence]) => ({
            account,
            sequence: BigInt(sequence),
          })),
          codeSequence: action.receipt.code_sequence,
          abiSequence: action.receipt.abi_sequence,
        }),
      ),
    );
    expect(receipts).toHaveLength(3);
    expect(block.header.actionMroot).toBe(actionMroot(receipts));
    const empty = node.produceBlock();
    expect(empty.header.transactionMroot).toBe(ZERO_DIGEST);
    expect(empty.header.actionMroot).toBe(ZERO_DIGEST);
  });

  it("put a pushed transaction in the pending block, and leave everything unchanged when it is refused", async () => {
    const { node, engine } = await openTestNode();
    const trace = await node.pushTransaction(noteTransaction("alice", ["x"]));
    expect(trace.block_num).toBe(2);
    const before = structuredClone(engine.state);
    await expect(node.pushTransaction(noteTransaction("alice", ["x"]))).rejects.toThrow(ChainError);
    await expect(node.pushTransaction(noteTransaction("alice", ["y"], undefined, "fail"))).rejects.toThrow(
      "assertion failure with message: fail",
    );
    expect(engine.state).toEqual(before);
    expect(node.produceBlock().transactions.map((trx) => trx.id)).toEqual([trace.id]);
  });

  it("compute a transaction without keeping it", async () => {
    const { node, engine } = await openTestNode();
    const before = structuredClone(engine.state);
    const trace = node.computeTransaction(noteTransaction("alice", ["dry"]));
    expect(trace.action_traces).toHaveLength(1);
    expect(engine.state).toEqual(before);
    expect(node.produceBlock().transactions).toEqual([]);
  });

  it("report the last irreversible block twice the producer count behind the head", async () => {
    const { node } = await openTestNode();
    node.produceUntil(5);
    expect(node.lastIrreversibleBlockNum).toBe(1);
    node.produceUntil(20);
    expect(node.lastIrreversibleBlockNum).toBe(12);
    expect(node.status().lastIrreversible).toEqual({
      blockNum: 12,
      id: node.block(12)?.block.id,
      time: slotTime(node.block(12)?.block.header.timestamp ?? 0),
    });
  });

  it("take the wall clock's next slot, skipping slots the node missed", async () => {
    const { node, clock } = await openTestNode();
    const first = node.produceBlock();
    clock.ms += 5_000;
    const late = node.produceBlock();
    expect(late.header.timestamp).toBe(slotAt(clock.ms) + 1);
    expect(late.header.timestamp - first.header.timestamp).toBe(10);
  });

  it("produce on a timer at every 500 ms slot", async () => {
    const { node } = await openTestNode({ now: Date.now, autoProduce: true });
    const produced: number[] = [];
    node.onBlock((block) => produced.push(block.header.timestamp));
    node.start();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    await node.stop();
    expect(produced.length).toBeGreaterThanOrEqual(2);
    expect(produced.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < produced.length; i++)
      expect((produced[i] as number) - (produced[i - 1] as number)).toBe(1);
  });
});
