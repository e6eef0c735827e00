import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blockActionsAnswerSchema, heavyProofAnswerSchema, lightProofAnswerSchema } from "@ux/core/bridge";
import { PROVER_ACTIONS, PROVER_CONTRACT, PROVER_TABLES } from "@ux/core/bridge/contract";
import { createChainClient } from "@ux/core/chainClient";
import { type Devnet, startDevnet } from "@ux/devnet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenedDatabase, openDatabase } from "../../src/db/database";
import { type ProofService, startProofService } from "../../src/proof/proofService";
import { askProofSocket, outcome, pushAction, tableRows } from "./support/proofNetwork";

// The eos proof server on the real devnet: its answers pushed unchanged to ux's ibc.prove, heavy then
// light, a producer schedule change proven before the transfer after it, and a restart that resumes.

let devnet: Devnet;
let eos: string;
let ux: string;
let dataDir: string;
let database: OpenedDatabase;
let proof: ProofService;
/** Heavy: from the action's block time to the answer (waits for finality); light: request to answer. */
const latencies: number[] = [];
const lightLatencies: number[] = [];
const NEW_PRODUCERS = ["producer2", "producer3", "producer4", "producer5", "producer11"];

async function startProof(): Promise<ProofService> {
  database = await openDatabase({ dataDir });
  return startProofService({
    chain: "eos",
    api: eos,
    hyperion: eos,
    client: createChainClient(eos, { fetch }),
    db: database.db,
    port: 0,
    host: "127.0.0.1",
    pollMs: 100,
    fetch,
    nodeTimeoutMs: 10_000,
    log: () => {},
  });
}

beforeAll(async () => {
  devnet = await startDevnet({
    chains: ["ux", "eos"],
    ports: { ux: 0, eos: 0 },
    dataDir: null,
    // One block per producer turn keeps BFT rounds short; PROOF_TEST_REPETITIONS=12 measures nodeos timing.
    repetitions: Number(process.env.PROOF_TEST_REPETITIONS ?? 1),
  });
  eos = devnet.chains.eos?.url as string;
  ux = devnet.chains.ux?.url as string;
  dataDir = mkdtempSync(join(tmpdir(), "proof-socket-"));
  proof = await startProof();
}, 60_000);

afterAll(async () => {
  await proof?.stop();
  await database?.close();
  await devnet?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  console.log(`heavy proof latency (action's block time to answer), ms: ${latencies.join(", ")}`);
  console.log(`light proof latency (request to answer), ms: ${lightLatencies.join(", ")}`);
});

/** A transfer on eos, its block, and the token contract's receipt digest found through getBlockActions. */
async function transferOnEos(memo: string) {
  const pushed = await pushAction(
    eos,
    {
      account: "eosio.token",
      name: "transfer",
      data: { from: "alice", to: "bob", quantity: "1.0000 EOS", memo },
    },
    "alice",
  );
  expect(pushed.status).toBe(200);
  const blockNum: number = pushed.json.processed.block_num;
  const blockTime = Date.parse(`${pushed.json.processed.block_time}Z`);
  const { answer } = await askProofSocket(proof.url, { type: "getBlockActions", block_to_prove: blockNum });
  expect(answer.type).toBe("getBlockActions");
  // What the app's proof socket client reads (core/bridge) accepts the answer as it is.
  expect(blockActionsAnswerSchema.safeParse(answer).error).toBeUndefined();
  const ours = answer.txs.flat().find(
    // biome-ignore lint/suspicious/noExplicitAny: the answer's entries are read field by field.
    (entry: any) => entry.transactionId === pushed.json.processed.id && entry.receiver === "eosio.token",
  );
  expect(ours?.action).toMatchObject({ account: "eosio.token", name: "transfer" });
  return { blockNum, blockTime, digest: ours.action_receipt_digest as string };
}

const prove = (name: string, data: unknown) =>
  pushAction(ux, { account: PROVER_CONTRACT, name, data }, "alice");

describe("the eos proof socket", () => {
  it("answers getDbStatus with the followed range", async () => {
    // Right after start nothing may be irreversible yet: the follower stores its first block within seconds.
    const status = async () => (await askProofSocket(proof.url, { type: "getDbStatus" })).answer;
    let answer = await status();
    for (let tries = 0; answer.data?.lastBlock === 0 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await status();
    }
    expect(answer).toMatchObject({ type: "getDbStatus", data: { firstBlock: 1, minBlockToProve: 2 } });
    expect(answer.data.lastBlock).toBeGreaterThan(0);
    expect(answer.data.lastBlock).toBeLessThanOrEqual(answer.data.lastIrreversibleBlock);
  });

  it("a heavy proof of a transfer is accepted by ux's checkproofe, a light one of a later transfer by checkprooff", async () => {
    const first = await transferOnEos("heavy");
    const heavy = await askProofSocket(proof.url, {
      type: "heavyProof",
      block_to_prove: first.blockNum,
      action_receipt_digest: first.digest,
    });
    latencies.push(Date.now() - first.blockTime);
    expect(heavy.answer).toMatchObject({
      type: "proof",
      action_receipt_digest: first.digest,
      schedule_proofs: [],
    });
    expect(heavy.progress.at(-1)).toBe(100);
    expect(heavyProofAnswerSchema.safeParse(heavy.answer).error).toBeUndefined();
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, heavy.answer.proof))).toBe("accepted");

    const later = await transferOnEos("light");
    const root = await askProofSocket(proof.url, { type: "heavyProof", block_to_prove: later.blockNum + 1 });
    expect(outcome(await prove(PROVER_ACTIONS.checkproofd, root.answer.proof))).toBe("accepted");
    const proven = await tableRows(ux, PROVER_CONTRACT, "eos", PROVER_TABLES.lastproofs);
    expect(proven.map((row) => row.block_height)).toContain(later.blockNum + 1);
    const asked = Date.now();
    const light = await askProofSocket(proof.url, {
      type: "lightProof",
      block_to_prove: later.blockNum,
      last_proven_block: later.blockNum + 1,
      action_receipt_digest: later.digest,
    });
    lightLatencies.push(Date.now() - asked);
    expect(light.answer.type).toBe("proof");
    expect(lightProofAnswerSchema.safeParse(light.answer).error).toBeUndefined();
    const wrongRoot = structuredClone(light.answer.proof);
    wrongRoot.blockproof.bmproofpath[0] = "00".repeat(32);
    expect(outcome(await prove(PROVER_ACTIONS.checkprooff, wrongRoot))).not.toBe("accepted");
    expect(outcome(await prove(PROVER_ACTIONS.checkprooff, light.answer.proof))).toBe("accepted");
  }, 90_000);

  it("answers bad requests with error messages", async () => {
    const ask = async (request: unknown) => (await askProofSocket(proof.url, request)).answer;
    expect(await ask("not json")).toEqual({
      type: "error",
      error: "Message needs to be a stringified object",
    });
    expect((await ask({ type: "heavyProof" })).error).toBe("Must supply block_to_prove number");
    const missing = await ask({
      type: "heavyProof",
      block_to_prove: 3,
      action_receipt_digest: "ab".repeat(32),
    });
    expect(missing.error).toBe(`Action receipt ${"ab".repeat(32)} is not in block 3`);
  }, 60_000);

  it("proves a producer schedule change before the transfer that follows it", async () => {
    const proposed = await fetch(`${eos}/v1/devnet/set_producers`, {
      method: "POST",
      headers: { Authorization: `Bearer ${devnet.adminToken}` },
      body: JSON.stringify({ producers: NEW_PRODUCERS }),
    });
    expect(await proposed.json()).toEqual({ proposed_version: 1 });
    // A transfer once a header has announced the new schedule (pending) but before it is active: signed by
    // the old producers over the announced schedule's hash.
    for (;;) {
      const response = await fetch(`${eos}/v1/chain/get_producer_schedule`, { method: "POST" });
      const schedule = (await response.json()) as { pending: unknown };
      if (schedule.pending !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const inWindow = await transferOnEos("while the schedule is pending");
    const windowBlock = (await (
      await fetch(`${eos}/v1/chain/get_block`, {
        method: "POST",
        body: JSON.stringify({ block_num_or_id: inWindow.blockNum }),
      })
    ).json()) as { schedule_version: number };
    expect(windowBlock.schedule_version).toBe(0);
    const windowProof = (
      await askProofSocket(proof.url, {
        type: "heavyProof",
        block_to_prove: inWindow.blockNum,
        action_receipt_digest: inWindow.digest,
      })
    ).answer;
    expect(windowProof.schedule_proofs.map((entry: { version: number }) => entry.version)).toEqual([1]);
    // Signed over the announced schedule's hash: refused until that schedule is proven.
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, windowProof.proof))).not.toBe("accepted");
    for (;;) {
      const response = await fetch(`${eos}/v1/chain/get_producer_schedule`, { method: "POST" });
      const schedule = (await response.json()) as { active: { version: number } };
      if (schedule.active.version === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const transfer = await transferOnEos("after the schedule change");
    const { answer } = await askProofSocket(proof.url, {
      type: "heavyProof",
      block_to_prove: transfer.blockNum,
      action_receipt_digest: transfer.digest,
    });
    latencies.push(Date.now() - transfer.blockTime);
    expect(answer.schedule_proofs.map((entry: { version: number }) => entry.version)).toEqual([1]);
    expect(heavyProofAnswerSchema.safeParse(answer).error).toBeUndefined();
    // Without the schedule the transfer's block is signed under, the prover refuses it.
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, answer.proof))).toMatch(/schedule not supported/);
    for (const { proof: scheduleProof } of answer.schedule_proofs) {
      expect(outcome(await prove(PROVER_ACTIONS.checkproofd, scheduleProof))).toBe("accepted");
    }
    const schedules = await tableRows(ux, PROVER_CONTRACT, "eos", PROVER_TABLES.schedules);
    expect(schedules.map((row) => row.version)).toEqual([0, 1]);
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, answer.proof))).toBe("accepted");
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, windowProof.proof))).toBe("accepted");
  }, 120_000);

  it("resumes from its stored merkle state after a restart, not from block 1", async () => {
    const before = proof.follower.lastBlock;
    expect(before).toBeGreaterThan(10);
    await proof.stop();
    await database.close();
    proof = await startProof();
    const transfer = await transferOnEos("after the restart");
    const { answer } = await askProofSocket(proof.url, {
      type: "heavyProof",
      block_to_prove: transfer.blockNum,
      action_receipt_digest: transfer.digest,
    });
    expect(proof.follower.firstFollowedBlock).toBe(before + 1);
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, answer.proof))).toBe("accepted");
  }, 90_000);
});
