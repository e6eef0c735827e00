import { EMPTY_PROVER_STATE, initChain, merkleRoot, verifyHeavyProof } from "@ux/core/antelope";
import { PrivateKey } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, genesisTestAccounts, startDevnet } from "../../src/index";
import { ChainClient, transfer } from "./chainClient";
import { actionProofFromTrace, blocksUpTo, heavyProofFromBlocks } from "./support/heavyProofOverHttp";

// A bridge prover's view: everything comes from the devnet's HTTP API (get_block, get_producer_schedule,
// the push trace), and the proof must pass core's verifyHeavyProof.

let devnet: Devnet;
let ux: ChainClient;

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir: null, repetitions: 1 });
  ux = new ChainClient(devnet.chains.ux?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
});

describe("a heavy proof built from the HTTP API", () => {
  it("of a block holding a transfer verifies, with its action proof", async () => {
    const alice = PrivateKey.from(genesisTestAccounts(["ux"])[0]?.privateKey as string);
    const pushed = await ux.push(
      await ux.sign([transfer("alice", "bob", "3.0000 UTX", "to be proven")], [alice]),
    );
    expect(pushed.status).toBe(200);
    const target: number = pushed.json.processed.block_num;
    const blocks = await blocksUpTo(ux, target + 5);
    const ids = blocks.map((block) => block.id);
    const actionProof = actionProofFromTrace(pushed.json.processed.action_traces, 0);
    const proof = heavyProofFromBlocks({
      chainId: devnet.chains.ux?.chainId as string,
      blocks,
      target,
      threshold: 2,
      actionProof,
    });

    const schedule = (await ux.post("/v1/chain/get_producer_schedule", {})).json.active;
    const init = initChain(EMPTY_PROVER_STATE, {
      chain_name: "ux",
      chain_id: devnet.chains.ux?.chainId,
      return_value_activated: 1,
      initial_schedule: {
        version: schedule.version,
        producers: schedule.producers.map((p: { producer_name: string; authority: [number, unknown] }) => ({
          producer_name: p.producer_name,
          authority: ["block_signing_authority_v0", p.authority[1]],
        })),
      },
    });
    if (!init.ok) throw new Error(init.error);
    const result = verifyHeavyProof(init.state, proof);
    if (!result.ok) throw new Error(result.error);
    expect(result.provenBlock).toEqual({
      blockNum: target,
      blockId: ids[target - 1],
      blockMerkleRoot: merkleRoot(ids.slice(0, target - 1)),
    });
    expect(result.provenAction?.actDigest).toBe(actionProof.receipt.actDigest);
  });
});
