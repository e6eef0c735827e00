import { createHash } from "node:crypto";
import { buildLightProofJson, merkleProofPath, merkleRoot } from "@ux/core/antelope";
import { PROVER_ACTIONS, PROVER_TABLES } from "@ux/core/bridge/contract";
import { Serializer } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVNET_CHAIN_IDS } from "../../../src/genesis/chainIds";
import { type Devnet, startDevnet } from "../../../src/index";
import type { ChainNode } from "../../../src/node/chainNode";
import { setProducers } from "../../api/adminRequest";
import { ChainClient, transfer } from "../../integration/chainClient";
import {
  actionProofFromTrace,
  type BlockJson,
  blocksUpTo,
  headerOf,
  heavyProofFromBlocks,
} from "../../integration/support/heavyProofOverHttp";
import { chainsOf, outcome, proverRows, pushProver, refusedWith, testSigner } from "./support/proverOverHttp";

// Two devnet chains bridged as the app bridges them: eos changes its producers, then a transfer on eos is
// proven to wax's ibc.prove. Every proof is built from eos' HTTP API and pushed to wax's; blocks are
// produced by hand (one block per producer turn) to keep the test short.

let devnet: Devnet;
let eos: ChainClient;
let wax: ChainClient;
let eosNode: ChainNode;
const alice = testSigner("alice");
const NEW_PRODUCERS = ["producer2", "producer3", "producer4", "producer5", "producer11"];
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const eosSchedules = () => proverRows(wax, PROVER_TABLES.schedules, "eos");

beforeAll(async () => {
  devnet = await startDevnet({
    chains: ["eos", "wax"],
    ports: { eos: 0, wax: 0 },
    dataDir: null,
    autoProduce: false,
    repetitions: 1,
  });
  eos = new ChainClient(devnet.chains.eos?.url as string);
  wax = new ChainClient(devnet.chains.wax?.url as string);
  eosNode = devnet.chains.eos?.node as ChainNode;
  eosNode.produceUntil(5);
  devnet.chains.wax?.node.produceUntil(3);
});

afterAll(async () => {
  await devnet?.stop();
});

describe("wax's ibc.prove from genesis", () => {
  it("connects the other devnet chains with their ids and genesis schedules", async () => {
    expect(await chainsOf(wax)).toEqual(
      (["ux", "eos", "telos"] as const)
        .map((name) => ({ name, chain_id: DEVNET_CHAIN_IDS[name], return_value_activated: 1, enabled: true }))
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    const active = (await eos.post("/v1/chain/get_producer_schedule", {})).json.active;
    const schedule = {
      version: active.version,
      producers: active.producers.map((p: { producer_name: string; authority: [number, unknown] }) => ({
        producer_name: p.producer_name,
        authority: ["block_signing_authority_v0", p.authority[1]],
      })),
    };
    const abi = await wax.abi("ibc.prove");
    expect(await eosSchedules()).toEqual([
      expect.objectContaining({
        version: 0,
        producer_schedule_v2: schedule,
        hash: sha256(Serializer.encode({ object: schedule, abi, type: "schedulev2" }).array),
        first_block: 0,
        last_block: 4294967295,
      }),
    ]);
  });
});

describe("a producer schedule change on eos, proven to wax before the transfers that follow it", () => {
  it("the schedule proof makes wax accept a transfer signed by the new producers, heavy or light", async () => {
    const proposed = await setProducers(eos.url, NEW_PRODUCERS, devnet.adminToken);
    expect(proposed.json).toEqual({ proposed_version: 1 });
    eosNode.produceUntil(eosNode.headBlockNum + 25);
    const pushed = await eos.push(
      await eos.sign([transfer("alice", "bob", "1.0000 EOS", "across the bridge")], [alice.key]),
    );
    expect(pushed.status).toBe(200);
    const transferBlock: number = pushed.json.processed.block_num;
    eosNode.produceUntil(transferBlock + 12);
    const blocks = await blocksUpTo(eos, transferBlock + 12);
    const announcing = blocks.find((block) => block.header_extensions.length > 0);
    if (!announcing) throw new Error("no block announced the schedule");
    expect(blocks[transferBlock - 1]?.schedule_version).toBe(1);
    expect(NEW_PRODUCERS).toContain(blocks[transferBlock - 1]?.producer);

    const chainId = DEVNET_CHAIN_IDS.eos;
    const transferProof = heavyProofFromBlocks({
      chainId,
      blocks,
      target: transferBlock,
      threshold: 3,
      actionProof: actionProofFromTrace(pushed.json.processed.action_traces, 0),
    });
    const prove = (name: string, data: object) =>
      pushProver(wax, name, data as Record<string, unknown>, alice);
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, transferProof))).toBe(
      refusedWith("schedule not supported"),
    );

    const scheduleProof = heavyProofFromBlocks({
      chainId,
      blocks,
      target: announcing.block_num,
      threshold: 2,
    });
    expect(outcome(await prove(PROVER_ACTIONS.checkproofd, scheduleProof))).toBe("accepted");
    const [v0, v1] = await eosSchedules();
    expect(v0.last_block).toBe(announcing.block_num - 1);
    expect(v1).toMatchObject({
      version: 1,
      hash: sha256(Buffer.from(announcing.header_extensions[0]?.[1] as string, "hex")),
      first_block: announcing.block_num,
      last_block: 4294967295,
    });
    expect(v1.producer_schedule_v2.producers.map((p: { producer_name: string }) => p.producer_name)).toEqual(
      NEW_PRODUCERS,
    );

    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, transferProof))).toBe("accepted");
    const roots = await proverRows(wax, PROVER_TABLES.lastproofs, "eos");
    expect(roots.map((row) => row.block_height)).toEqual([announcing.block_num, transferBlock]);

    // The bridge's other way: a later block proven heavy, then the transfer by a light proof to its root.
    const later = transferBlock + 1;
    const laterProof = heavyProofFromBlocks({ chainId, blocks, target: later, threshold: 3 });
    expect(outcome(await prove(PROVER_ACTIONS.checkproofd, laterProof))).toBe("accepted");
    const ids = blocks.map((block) => block.id);
    const lightProof = buildLightProofJson({
      chainId,
      header: headerOf(blocks[transferBlock - 1] as BlockJson),
      root: merkleRoot(ids.slice(0, later - 1)),
      bmproofpath: merkleProofPath(ids.slice(0, later - 1), transferBlock - 1),
      actionProof: actionProofFromTrace(pushed.json.processed.action_traces, 0),
    });
    expect(outcome(await prove(PROVER_ACTIONS.checkprooff, lightProof))).toBe("accepted");
  });
});
