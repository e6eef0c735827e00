import { appendFileSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/node/chainNode";
import { ReplayError } from "../../src/node/persistence/replayError";
import { FakeEngine, noteTransaction } from "./fakeEngine";
import { openTestNode, tempDataRoot } from "./nodeHarness";

const logPath = (root: string) => join(root, "ux", "blocks.log");
const snapshotPath = (root: string) => join(root, "ux", "snapshot.json");

/** `count` blocks, each with one transaction of `account` noting `${prefix}${i}`. */
async function produceNoteBlocks(node: ChainNode, account: string, prefix: string, count: number) {
  for (let i = 0; i < count; i++) {
    await node.pushTransaction(noteTransaction(account, [`${prefix}${i}`]));
    node.produceBlock();
  }
}

describe("the block log", () => {
  it("rebuilds the chain on restart: same head, blocks, state and history", async () => {
    const dataRoot = tempDataRoot();
    const { node, engine, clock } = await openTestNode({ dataRoot });
    await produceNoteBlocks(node, "alice", "memo ", 5);
    node.produceUntil(12);
    await node.stop();
    rmSnapshot(dataRoot);

    const lines: string[] = [];
    const reopened = await openTestNode({ dataRoot, clock, log: (line) => lines.push(line) });
    expect(reopened.node.status().head).toEqual(node.status().head);
    expect(reopened.engine.state).toEqual(engine.state);
    for (let num = 1; num <= 12; num++) expect(reopened.node.block(num)).toEqual(node.block(num));
    expect(reopened.node.history.size).toBe(5);
    expect(lines.at(-1)).toMatch(/^ux: replayed 11 block\(s\) after genesis, head 12, in \d+ ms$/);
    const next = reopened.node.produceBlock();
    expect(next.header.previous).toBe(node.status().head.id);
    await reopened.node.stop();
  });

  it("acknowledges a transaction only once it is on disk, and replays an unsealed block's transactions", async () => {
    const dataRoot = tempDataRoot();
    const { node, clock } = await openTestNode({ dataRoot });
    node.produceUntil(3);
    const before = statSync(logPath(dataRoot)).size;
    const trace = await node.pushTransaction(noteTransaction("bob", ["kept"]));
    expect(statSync(logPath(dataRoot)).size).toBeGreaterThan(before);
    const line = readFileSync(logPath(dataRoot), "utf8").trimEnd().split("\n").pop() ?? "";
    expect(JSON.parse(line)).toMatchObject({ kind: "trx", block: 4 });
    // The process dies here: block 4 was never sealed.
    await node.abandon();
    const reopened = await openTestNode({ dataRoot, clock });
    expect(reopened.node.headBlockNum).toBe(3);
    expect(reopened.engine.state.notes.bob).toBe(Buffer.from("kept").toString("hex"));
    const sealed = reopened.node.produceBlock();
    expect(sealed.blockNum).toBe(4);
    expect(sealed.transactions.map((trx) => trx.id)).toEqual([trace.id]);
    expect(sealed.header.timestamp).toBe(trace.block_num === 4 ? slotOf(trace.block_time) : -1);
    await reopened.node.stop();
  });

  it("cuts a torn last record (never acknowledged) and keeps everything before it", async () => {
    const dataRoot = tempDataRoot();
    const { node, engine, clock } = await openTestNode({ dataRoot });
    await node.pushTransaction(noteTransaction("carol", ["whole"]));
    node.produceUntil(4);
    await node.stop();
    rmSnapshot(dataRoot);
    const size = statSync(logPath(dataRoot)).size;
    appendFileSync(logPath(dataRoot), '{"kind":"trx","block":5,"slot":1,"trx":{"signa');
    const reopened = await openTestNode({ dataRoot, clock });
    expect(statSync(logPath(dataRoot)).size).toBe(size);
    expect(reopened.node.headBlockNum).toBe(4);
    expect(reopened.engine.state).toEqual(engine.state);
    await reopened.node.stop();
  });

  it("refuses a log whose blocks do not replay to their recorded ids", async () => {
    const dataRoot = tempDataRoot();
    const { node, clock } = await openTestNode({ dataRoot });
    await node.pushTransaction(noteTransaction("dave", ["a"]));
    node.produceUntil(3);
    await node.stop();
    rmSnapshot(dataRoot);
    const lines = readFileSync(logPath(dataRoot), "utf8").trimEnd().split("\n");
    const tampered = lines.map((line) => {
      const record = JSON.parse(line);
      if (record.kind === "block" && record.block.blockNum === 3) record.block.id = "00".repeat(32);
      return JSON.stringify(record);
    });
    writeFileSync(logPath(dataRoot), `${tampered.join("\n")}\n`);
    await expect(openTestNode({ dataRoot, clock })).rejects.toThrow(ReplayError);
  });

  it("starts from a snapshot plus the log tail, and --reset wipes the folder", async () => {
    const dataRoot = tempDataRoot();
    const { node, engine, clock } = await openTestNode({ dataRoot, snapshotEveryBlocks: 10 });
    await produceNoteBlocks(node, "alice", "n", 25);
    await node.stop();
    const snapshot = JSON.parse(readFileSync(snapshotPath(dataRoot), "utf8"));
    expect(snapshot.head.blockNum).toBe(26);
    const lines: string[] = [];
    const partial = await openTestNode({
      dataRoot,
      clock,
      engine: new FakeEngine(),
      log: (line) => lines.push(line),
    });
    expect(lines[0]).toMatch(/^ux: replayed 0 block\(s\) after snapshot at 26/);
    expect(partial.engine.state).toEqual(engine.state);
    expect(partial.node.history.size).toBe(25);
    expect(partial.node.block(5)).toEqual(node.block(5));
    await partial.node.stop();

    const fresh = await openTestNode({ dataRoot, clock, reset: true });
    expect(fresh.node.headBlockNum).toBe(1);
    expect(fresh.engine.state.notes).toEqual({});
    expect(JSON.parse(readFileSync(snapshotPath(dataRoot), "utf8")).head.blockNum).toBe(1);
    await fresh.node.stop();
  });

  it("replays only the tail after an older snapshot", async () => {
    const dataRoot = tempDataRoot();
    const { node, engine, clock } = await openTestNode({ dataRoot, snapshotEveryBlocks: 10 });
    await produceNoteBlocks(node, "bob", "t", 15);
    await waitFor(() => JSON.parse(readFileSync(snapshotPath(dataRoot), "utf8")).head.blockNum > 1);
    const periodic = JSON.parse(readFileSync(snapshotPath(dataRoot), "utf8"));
    // A crash: no stop(), so the periodic snapshot is the latest.
    await node.abandon();
    const lines: string[] = [];
    const reopened = await openTestNode({ dataRoot, clock, log: (line) => lines.push(line) });
    expect(lines[0]).toBe(
      `ux: replayed ${16 - periodic.head.blockNum} block(s) after snapshot at ${periodic.head.blockNum}, head 16, in ${lines[0]?.match(/in (\d+) ms/)?.[1]} ms`,
    );
    expect(reopened.engine.state).toEqual(engine.state);
    expect(reopened.node.status().head).toEqual(node.status().head);
    await reopened.node.stop();
  });
});

function rmSnapshot(dataRoot: string): void {
  writeFileSync(snapshotPath(dataRoot), "not json");
}

function slotOf(time: string): number {
  return (Date.parse(`${time}Z`) - Date.UTC(2000, 0, 1)) / 500;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("genesis and old blocks", () => {
  it("runs the genesis hook on a fresh chain and on a replay from the start, never over a snapshot", async () => {
    const dataRoot = tempDataRoot();
    const calls: string[] = [];
    const genesis = ({ blockTime }: { blockTime: string }) => {
      calls.push(blockTime);
    };
    const { node, clock } = await openTestNode({ dataRoot, genesis });
    expect(calls).toHaveLength(1);
    node.produceUntil(3);
    await node.stop();
    const fromSnapshot = await openTestNode({ dataRoot, clock, genesis });
    expect(calls).toHaveLength(1);
    await fromSnapshot.node.stop();
    rmSnapshot(dataRoot);
    const fromStart = await openTestNode({ dataRoot, clock, genesis });
    expect(calls).toEqual([calls[0], calls[0]]);
    await fromStart.node.stop();
  });

  it("reads blocks that left memory back from the log", async () => {
    const dataRoot = tempDataRoot();
    const { node, clock } = await openTestNode({ dataRoot, recentBlocks: 2 });
    await node.pushTransaction(noteTransaction("alice", ["old"]));
    node.produceUntil(8);
    const early = node.block(2);
    expect(early?.block.transactions).toHaveLength(1);
    expect(early?.traces[0]?.action_traces[0]?.act.name).toBe("note");
    const blocks = Array.from({ length: 8 }, (_, i) => node.block(i + 1));
    await node.stop();
    const reopened = await openTestNode({ dataRoot, clock, recentBlocks: 2 });
    for (let num = 1; num <= 8; num++) expect(reopened.node.block(num)).toEqual(blocks[num - 1]);
    expect(reopened.node.block(9)).toBeUndefined();
    expect(reopened.node.block(0)).toBeUndefined();
    await reopened.node.stop();
  });
});
