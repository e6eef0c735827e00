import { describe, expect, it } from "vitest";
import { slotAt, slotTime } from "../../src/node/blockSlot";
import { noteTransaction } from "./fakeEngine";
import { openTestNode, START_MS, tempDataRoot } from "./nodeHarness";

// The devnet clock advance at the node (a fixed wall clock moved by hand): the next block's timestamp jumps
// by exactly the advance, production continues from there, and a restart continues after the jumped head.

const DAY_SLOTS = 2 * 86_400;

describe("advancing a chain's clock", () => {
  it("makes the next block jump by exactly the advance and the following ones come a slot apart", async () => {
    const { node } = await openTestNode();
    node.produceUntil(4);
    const head = node.block(4)?.block.header.timestamp as number;
    expect(node.advanceClock(86_400_000)).toBe(slotTime(head + DAY_SLOTS + 1));
    node.produceUntil(7);
    const slots = [5, 6, 7].map((num) => node.block(num)?.block.header.timestamp);
    expect(slots).toEqual([head + DAY_SLOTS + 1, head + DAY_SLOTS + 2, head + DAY_SLOTS + 3]);
    expect(node.status().head.time).toBe(slotTime(head + DAY_SLOTS + 3));
    await node.stop();
  });

  it("adds up advances, and counts from the wall clock when the head is behind it", async () => {
    const { node, clock } = await openTestNode();
    node.produceUntil(2);
    clock.ms += 60_000;
    expect(node.advanceClock(3_600_000)).toBe(slotTime(slotAt(START_MS + 60_000 + 3_600_000) + 1));
    node.produceBlock();
    expect(node.advanceClock(1_000)).toBe(slotTime(slotAt(START_MS + 60_000 + 3_600_000) + 1 + 2 + 1));
    await node.stop();
  });

  it("leaves a pending block that holds a transaction at its slot: the block after it jumps", async () => {
    const { node } = await openTestNode();
    node.produceUntil(3);
    const head = node.block(3)?.block.header.timestamp as number;
    await node.pushTransaction(noteTransaction("alice", ["before the jump"]));
    expect(node.advanceClock(500_000)).toBe(slotTime(head + 1));
    const kept = node.produceBlock();
    expect([kept.header.timestamp, kept.transactions.length]).toEqual([head + 1, 1]);
    expect(node.produceBlock().header.timestamp).toBe(head + 1000 + 1);
    await node.stop();
  });

  it("refuses an advance that is not a positive whole number of ms", async () => {
    const { node } = await openTestNode();
    for (const ms of [0, -1, 1.5, Number.NaN]) expect(() => node.advanceClock(ms)).toThrow(RangeError);
    await node.stop();
  });

  it("survives a restart: the log's timestamps are the truth and production continues after the head", async () => {
    const dataRoot = tempDataRoot();
    const { node, clock } = await openTestNode({ dataRoot });
    node.produceUntil(3);
    const head = node.block(3)?.block.header.timestamp as number;
    node.advanceClock(30 * 86_400_000);
    node.produceUntil(5);
    const jumped = node.status().head;
    expect(jumped.time).toBe(slotTime(head + 30 * DAY_SLOTS + 2));
    await node.stop();

    // The wall clock has not moved: without the head's time, the next block would go back 30 days.
    const reopened = await openTestNode({ dataRoot, clock });
    expect(reopened.node.status().head).toEqual(jumped);
    const next = reopened.node.produceBlock();
    expect(next.header.timestamp).toBe(head + 30 * DAY_SLOTS + 3);
    // And a later advance counts from there.
    expect(reopened.node.advanceClock(1_000)).toBe(slotTime(head + 30 * DAY_SLOTS + 3 + 2 + 1));
    await reopened.node.stop();
  });
});
