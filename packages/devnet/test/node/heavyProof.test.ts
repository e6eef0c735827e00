import {
  bytesToHex,
  EMPTY_PROVER_STATE,
  initChain,
  PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
  type ProverState,
  packProducerAuthoritySchedule,
  producerAuthorityScheduleDigest,
  verifyHeavyProof,
} from "@ux/core/antelope";
import { describe, expect, it } from "vitest";
import { producerSchedule } from "../../src/genesis/producers";
import { noteTransaction } from "./fakeEngine";
import { openTestNode } from "./nodeHarness";
import { bftBlocksAfter, heavyProofOf, initbJson } from "./proofHelpers";

function initialProverState(chainId: string, schedule: Parameters<typeof initbJson>[2]): ProverState {
  const init = initChain(EMPTY_PROVER_STATE, initbJson("ux", chainId, schedule));
  if (!init.ok) throw new Error(init.error);
  return init.state;
}

describe("heavy proofs of produced blocks", () => {
  it("verify with core verifyHeavyProof, with an action proof of a transaction in the block", async () => {
    const { node } = await openTestNode();
    node.produceUntil(20);
    await node.pushTransaction(noteTransaction("alice", ["first", "second", "third"]));
    await node.pushTransaction(noteTransaction("bob", ["fourth"]));
    const target = node.produceBlock().blockNum;
    node.produceUntil(target + 60);
    const state = initialProverState(node.chainId, node.status().schedule.active);
    const bft = bftBlocksAfter(node, target, 4);
    for (const actionIndex of [undefined, 0, 2, 3]) {
      const result = verifyHeavyProof(state, heavyProofOf(node, target, bft, actionIndex));
      if (!result.ok) throw new Error(result.error);
      expect(result.provenBlock).toEqual({
        blockNum: target,
        blockId: node.block(target)?.block.id,
        blockMerkleRoot: node.block(target)?.block.previousBmroot,
      });
      expect(result.provenAction === null).toBe(actionIndex === undefined);
    }
  });

  it("are refused when a header or a signature is altered", async () => {
    const { node } = await openTestNode();
    await node.pushTransaction(noteTransaction("alice", ["x"]));
    const target = node.produceBlock().blockNum;
    node.produceUntil(target + 60);
    const state = initialProverState(node.chainId, node.status().schedule.active);
    const bft = bftBlocksAfter(node, target, 4);
    const altered = heavyProofOf(node, target, bft, 0);
    altered.blockproof.blocktoprove.block.header.action_mroot = "11".repeat(32);
    expect(verifyHeavyProof(state, altered).ok).toBe(false);
    const resigned = heavyProofOf(node, target, bft);
    const other = node.block(bft[0] as number)?.block.producerSignature as string;
    resigned.blockproof.blocktoprove.block.producer_signatures = [other];
    expect(verifyHeavyProof(state, resigned)).toEqual({ ok: false, error: "invalid block signature(s)" });
  });

  it("follow a setprods schedule change: announced once irreversible, active once the announcement is", async () => {
    const { node } = await openTestNode({ repetitions: 2 });
    node.produceUntil(10);
    const next = producerSchedule("ux", 1, ["producer2", "producer3", "producer4", "producer5"]);
    const proposedIn = node.headBlockNum + 1;
    expect(await node.proposeProducers(next.producers)).toBe(1);
    expect(await node.proposeProducers(next.producers)).toBe(1);
    expect(
      await node.proposeProducers(
        producerSchedule("ux", 0, ["producer1", "producer2", "producer3", "producer4"]).producers,
      ),
    ).toBeNull();
    expect(await node.proposeProducers(next.producers)).toBe(1);
    node.produceUntil(proposedIn + 40);

    // Announced by the first block whose predecessor's LIB (head - 8) reaches the proposing block.
    const announcedIn = proposedIn + 9;
    const announcing = node.block(announcedIn)?.block.header;
    expect(node.block(announcedIn - 1)?.block.header.headerExtensions).toEqual([]);
    expect(announcing?.headerExtensions).toEqual([
      { type: PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID, data: bytesToHex(packProducerAuthoritySchedule(next)) },
    ]);
    expect(node.block(announcedIn)?.block.scheduleHash).toBe(producerAuthorityScheduleDigest(next));
    // Active once the announcing block is irreversible: that block still has version 0, the next version 1.
    const activatedIn = announcedIn + 9;
    expect(node.block(activatedIn)?.block.header.scheduleVersion).toBe(0);
    expect(node.block(activatedIn + 1)?.block.header.scheduleVersion).toBe(1);
    expect(node.status().schedule.active).toEqual(next);
    for (let num = activatedIn + 1; num <= node.headBlockNum; num++)
      expect(next.producers.map((p) => p.producerName)).toContain(node.block(num)?.block.header.producer);

    // The prover learns the new schedule from the announcing block, then proves a block signed under it.
    let state = initialProverState(
      node.chainId,
      producerSchedule("ux", 0, ["producer1", "producer2", "producer3", "producer4"]),
    );
    const announced = verifyHeavyProof(
      state,
      heavyProofOf(node, announcedIn, bftBlocksAfter(node, announcedIn, 4)),
    );
    if (!announced.ok) throw new Error(announced.error);
    expect(announced.newScheduleVersions).toEqual([1]);
    state = announced.state;
    const later = activatedIn + 3;
    const result = verifyHeavyProof(state, heavyProofOf(node, later, bftBlocksAfter(node, later, 4)));
    if (!result.ok) throw new Error(result.error);
    expect(result.provenBlock.blockNum).toBe(later);
  });
});
