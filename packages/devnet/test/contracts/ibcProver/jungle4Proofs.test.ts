import { createHash } from "node:crypto";
import { PROVER_ACTIONS, PROVER_ERRORS, PROVER_TABLES } from "@ux/core/bridge/contract";
import { Serializer } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../../src/index";
import { ChainClient } from "../../integration/chainClient";
import { placeProvenRoot } from "./support/placedRoot";
import {
  chainsOf,
  JUNGLE4_FILES,
  jungle4Vector,
  outcome,
  proverRows,
  proverSigner,
  pushProver,
  refusedWith,
  signProver,
  testSigner,
} from "./support/proverOverHttp";

// The vectors' README, in its order, on the devnet's ibc.prove: every file pushed unchanged as action data
// through push_transaction, signed with WharfKit; what each proof established read back with get_table_rows.

const JUNGLE4_ID = "73e4385a2708e6d7048834fbc1079f2fabb17b3c125b146af438971e90716c4d";
const LIGHT_ROOT = "17e617990c708a5ddc3dad04ad597f55f043f20228e49bba2fa35d9a800f8294";
const OPEN_ENDED = 4294967295;

let devnet: Devnet;
let eos: ChainClient;
const alice = testSigner("alice");
const sha256 = (bytes: Uint8Array | Buffer) => createHash("sha256").update(bytes).digest("hex");
// biome-ignore lint/suspicious/noExplicitAny: the vectors are edited field by field.
const vector = (file: string): any => jungle4Vector(file);
const prove = (name: string, data: Record<string, unknown>) => pushProver(eos, name, data, alice);
/** A transaction of alice's carrying one vector file, unchanged, as the prover action's data. */
const signedByAlice = (name: string, file: string) => signProver(eos, name, vector(file), alice);
const schedules = () => proverRows(eos, PROVER_TABLES.schedules, "jungle4");
const roots = () => proverRows(eos, PROVER_TABLES.lastproofs, "jungle4");

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["eos"], ports: { eos: 0 }, dataDir: null });
  eos = new ChainClient(devnet.chains.eos?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
});

describe("the Jungle4 vectors on a freshly connected jungle4", () => {
  it("refuse a proof of a chain never connected", async () => {
    expect(outcome(await prove(PROVER_ACTIONS.checkproofd, vector(JUNGLE4_FILES.heavy24562480)))).toBe(
      refusedWith("chain not supported"),
    );
  });

  it("1. initb with schedule-jungle4-36.json: jungle4 connected with schedule v36, only by ibc.prove", async () => {
    const init = vector(JUNGLE4_FILES.schedule36);
    expect(outcome(await pushProver(eos, PROVER_ACTIONS.initb, init, alice))).toBe(
      "missing authority of ibc.prove",
    );
    expect(outcome(await pushProver(eos, PROVER_ACTIONS.initb, init, proverSigner("eos")))).toBe("accepted");
    expect((await chainsOf(eos)).find((row) => row.name === "jungle4")).toEqual({
      name: "jungle4",
      chain_id: JUNGLE4_ID,
      return_value_activated: 0,
      enabled: true,
    });
    const [v36, ...others] = await schedules();
    expect(others).toEqual([]);
    const abi = await eos.abi("ibc.prove");
    const packed = Serializer.encode({ object: init.initial_schedule, abi, type: "schedulev2" }).array;
    expect(v36).toMatchObject({
      version: 36,
      producer_schedule_v1: { version: 0, producers: [] },
      hash: sha256(packed),
      first_block: 0,
      last_block: OPEN_ENDED,
    });
    expect(v36.producer_schedule_v2.producers).toEqual(init.initial_schedule.producers);
    expect(outcome(await pushProver(eos, PROVER_ACTIONS.initb, init, proverSigner("eos")))).toBe(
      refusedWith("chain name already present"),
    );
  });

  it("refuse a proof signed under schedule v37 before the proof that announces it", async () => {
    expect(outcome(await prove(PROVER_ACTIONS.checkproofd, vector(JUNGLE4_FILES.heavy24562919)))).toBe(
      refusedWith("schedule not supported"),
    );
  });

  it("2. heavy-proof-a-24562480.json: accepted, its root stored and the schedule v37 it announces", async () => {
    const proof = vector(JUNGLE4_FILES.heavy24562480);
    const pushed = await prove(PROVER_ACTIONS.checkproofd, proof);
    expect(outcome(pushed)).toBe("accepted");
    // A real-size proof fits nodeos' per-transaction limits (150 ms CPU, 512 KiB NET) and alice's stake.
    const { receipt } = pushed.json.processed;
    expect(receipt.cpu_usage_us).toBeLessThan(150_000);
    expect(receipt.net_usage_words * 8).toBeLessThan(524_288);
    const account = (await eos.post("/v1/chain/get_account", { account_name: "alice" })).json;
    expect(Number(account.cpu_limit.available)).toBeGreaterThan(receipt.cpu_usage_us * 100);
    expect(pushed.json.processed.action_traces[0].console).toBe(
      "proved block 24562480, block merkle root 621340be576541d06099492955087758d20ef0e18b19f43b8fea30c90a35ec5a\n" +
        "proved schedule 37\n",
    );
    const [row, ...more] = await roots();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      id: 0,
      block_height: 24562480,
      block_merkle_root: "621340be576541d06099492955087758d20ef0e18b19f43b8fea30c90a35ec5a",
    });
    // A day after the block's time, in whole seconds as time_point_sec arithmetic gives it.
    const blockSecond = Math.floor(Date.parse(`${pushed.json.processed.block_time}Z`) / 1000);
    expect(Date.parse(`${row.expiry}Z`)).toBe((blockSecond + 86_400) * 1000);
    const [v36, v37] = await schedules();
    expect(v36.last_block).toBe(24562479);
    const extension = proof.blockproof.blocktoprove.block.header.header_extensions[0].second;
    expect(v37).toMatchObject({
      version: 37,
      producer_schedule_v1: { version: 0, producers: [] },
      hash: sha256(Buffer.from(extension, "hex")),
      first_block: 24562480,
      last_block: OPEN_ENDED,
    });
  });

  it("5. the next proof with a header field, a signature or a merkle path changed: refused, nothing stored", async () => {
    const header = vector(JUNGLE4_FILES.heavy24562919);
    header.blockproof.blocktoprove.block.header.confirmed += 1;
    const signature = vector(JUNGLE4_FILES.heavy24562919);
    signature.blockproof.blocktoprove.block.producer_signatures =
      signature.blockproof.bftproof[0].producer_signatures;
    const path = vector(JUNGLE4_FILES.heavy24562919);
    const [first, second] = path.blockproof.bftproof[0].bmproofpath;
    path.blockproof.bftproof[0].bmproofpath.splice(0, 2, second, first);
    const finality = vector(JUNGLE4_FILES.heavy24562919);
    finality.blockproof.bftproof.pop();
    for (const [forged, reason] of [
      [header, "invalid block signature(s)"],
      [signature, "invalid block signature(s)"],
      [path, "invalid block merkle proof path"],
      [finality, "invalid number of bft proofs"],
    ] as const) {
      expect(outcome(await prove(PROVER_ACTIONS.checkproofd, forged))).toBe(refusedWith(reason));
    }
    expect(await roots()).toHaveLength(1);
  });

  it("3. heavy-proof-a-24562919.json, signed under schedule v37: accepted; the same transaction again is a replay", async () => {
    const signed = await signedByAlice(PROVER_ACTIONS.checkproofd, JUNGLE4_FILES.heavy24562919);
    expect(outcome(await eos.push(signed))).toBe("accepted");
    expect(outcome(await eos.push(signed))).toMatch(/^duplicate transaction [0-9a-f]{64}$/);
    expect((await roots()).map((row) => [row.id, row.block_height, row.block_merkle_root])).toEqual([
      [0, 24562480, "621340be576541d06099492955087758d20ef0e18b19f43b8fea30c90a35ec5a"],
      [1, 24562919, "642752c811f0181696d19a98bcb729137cea95c200dbce1dca6f529384b9e292"],
    ]);
  });

  it("5. the action proof with the action or its path changed: refused", async () => {
    const data = vector(JUNGLE4_FILES.heavy24563672);
    data.actionproof.action.data = `${data.actionproof.action.data.slice(0, -2)}00`;
    const path = vector(JUNGLE4_FILES.heavy24563672);
    path.actionproof.amproofpath[0] = `${path.actionproof.amproofpath[0].slice(0, -1)}0`;
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, data))).toBe(
      refusedWith("digest of action doesn't match the digest in action_receipt"),
    );
    expect(outcome(await prove(PROVER_ACTIONS.checkproofe, path))).toBe(
      refusedWith("invalid action merkle proof path"),
    );
  });

  it("4. heavy-proof-a-24563672.json with checkproofe (send_transaction) proves the block and its action", async () => {
    const signed = await signedByAlice(PROVER_ACTIONS.checkproofe, JUNGLE4_FILES.heavy24563672);
    const pushed = await eos.post("/v1/chain/send_transaction", ChainClient.packed(signed));
    expect(outcome(pushed)).toBe("accepted");
    expect(pushed.json.processed.action_traces[0].console).toContain(
      "proved action receipt 2c000333b542d2dffbd9e64441accc19430038606e61651a99ccd22b3883453d\n",
    );
    expect((await roots()).map((row) => row.block_height)).toEqual([24562480, 24562919, 24563672]);
  });

  it("light-proof-22531781.json: refused until its root is proven, then accepted; a changed path is refused", async () => {
    const light = vector(JUNGLE4_FILES.light22531781);
    expect(outcome(await prove(PROVER_ACTIONS.checkprooff, light))).toBe(
      refusedWith("unknown merkle root. must prove root first"),
    );
    placeProvenRoot(devnet.chains.eos?.engine as never, "jungle4", 25105838, LIGHT_ROOT);
    const forged = vector(JUNGLE4_FILES.light22531781);
    forged.blockproof.bmproofpath.reverse();
    expect(outcome(await prove(PROVER_ACTIONS.checkprooff, forged))).toBe(
      refusedWith("invalid block merkle proof"),
    );
    const pushed = await prove(PROVER_ACTIONS.checkprooff, light);
    expect(outcome(pushed)).toBe("accepted");
    expect(pushed.json.processed.action_traces[0].console).toMatch(/^proved action receipt [0-9a-f]{64}\n$/);
  });

  it("disable refuses every proof of the chain until enable; both need ibc.prove", async () => {
    const chain = { chain_name: "jungle4" };
    expect(outcome(await pushProver(eos, PROVER_ACTIONS.disable, chain, alice))).toBe(
      "missing authority of ibc.prove",
    );
    expect(outcome(await pushProver(eos, PROVER_ACTIONS.disable, chain, proverSigner("eos")))).toBe(
      "accepted",
    );
    expect((await chainsOf(eos)).find((row) => row.name === "jungle4")?.enabled).toBe(false);
    expect(outcome(await prove(PROVER_ACTIONS.checkprooff, vector(JUNGLE4_FILES.light22531781)))).toBe(
      refusedWith(PROVER_ERRORS.chainDisabled),
    );
    expect(outcome(await pushProver(eos, PROVER_ACTIONS.enable, chain, proverSigner("eos")))).toBe(
      "accepted",
    );
    expect(outcome(await prove(PROVER_ACTIONS.checkprooff, vector(JUNGLE4_FILES.light22531781)))).toBe(
      "accepted",
    );
    expect(
      outcome(await pushProver(eos, PROVER_ACTIONS.enable, { chain_name: "jungle5" }, proverSigner("eos"))),
    ).toBe(refusedWith(PROVER_ERRORS.chainNotFound));
  });
});
