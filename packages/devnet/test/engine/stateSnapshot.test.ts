import { describe, expect, it } from "vitest";
import { ChainEngine } from "../../src/engine/chainEngine";
import { uxEngineConfig } from "../../src/engine/engineConfig";
import { UndoableMap, UndoLog } from "../../src/engine/state/undoLog";
import { chainWithHolders, createTestChain } from "./support/testChain";

describe("snapshot and restore", () => {
  it("round-trips through JSON into an engine that behaves identically", () => {
    const chain = chainWithHolders();
    chain.push([chain.transfer("alice", "bob", "1.5000 UTX")], [chain.key("alice")]);
    const snapshot = JSON.parse(JSON.stringify(chain.engine.snapshot()));
    const restored = new ChainEngine(uxEngineConfig(), chain.engine.contracts);
    restored.restore(snapshot);
    expect(JSON.stringify(restored.snapshot())).toBe(JSON.stringify(chain.engine.snapshot()));
    const block = chain.blocks.context();
    chain.blocks.advance();
    const trx = chain.sign([chain.transfer("bob", "carol", "2.0000 UTX")], [chain.key("bob")]);
    const original = chain.engine.applyTransaction(trx, chain.blocks.context());
    const replayed = restored.applyTransaction(trx, chain.blocks.context());
    expect(replayed.receipts).toEqual(original.receipts);
    expect(JSON.stringify(restored.snapshot())).toBe(JSON.stringify(chain.engine.snapshot()));
    expect(block.blockNum).toBeLessThan(chain.blocks.blockNum);
  });

  it("dry runs (compute_transaction) change nothing and do not mark the transaction as seen", () => {
    const chain = createTestChain();
    const before = JSON.stringify(chain.engine.snapshot());
    const trx = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")]);
    const computed = chain.engine.computeTransaction(trx, chain.blocks.context());
    expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
    const applied = chain.engine.applyTransaction(trx, chain.blocks.context());
    expect(applied.receipts).toEqual(computed.receipts);
  });
});

describe("undo log", () => {
  it("nested sessions: an inner undo keeps the outer changes, an outer undo reverts all", () => {
    const log = new UndoLog();
    const map = new UndoableMap<string, number>(log);
    map.set("a", 1);
    log.begin();
    map.set("a", 2);
    map.set("b", 3);
    log.begin();
    map.delete("a");
    log.undo();
    expect([map.get("a"), map.get("b")]).toEqual([2, 3]);
    log.undo();
    expect([map.get("a"), map.has("b")]).toEqual([1, false]);
  });
});
