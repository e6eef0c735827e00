import { createHash } from "node:crypto";
import { ACTION_RETURN_VALUE_FEATURE_DIGEST } from "@ux/core/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { producerKey } from "../../src/genesis/producers";
import type { Devnet } from "../../src/index";
import type { ChainNode } from "../../src/node/chainNode";
import { setProducers } from "../api/adminRequest";
import { ChainClient, transfer } from "./chainClient";
import { alice, startHandProducedDevnet } from "./support/devnetOverHttp";

// What an IBC proof server and the bridge page read from a node besides blocks and tables, in nodeos'
// shapes: the schedule a header announces (get_block), receipt sequences (Hyperion), protocol features,
// producers, code hashes and transaction finality status. Blocks are produced by hand.

let devnet: Devnet;
let eos: ChainClient;
let node: ChainNode;
const NEW_PRODUCERS = ["producer2", "producer3", "producer5"];

beforeAll(async () => {
  devnet = await startHandProducedDevnet(["eos"]);
  eos = new ChainClient(devnet.chains.eos?.url as string);
  node = devnet.chains.eos?.node as ChainNode;
  node.produceUntil(3);
});

afterAll(async () => {
  await devnet?.stop();
});

const nodeosAuthority = (producer: string) => [
  0,
  { threshold: 1, keys: [{ key: producerKey("eos", producer).toPublic().toLegacyString(), weight: 1 }] },
];

describe("get_block", () => {
  it("adds new_producer_schedule, decoded as nodeos prints it, to the block that announces a schedule", async () => {
    await setProducers(eos.url, NEW_PRODUCERS, devnet.adminToken);
    node.produceUntil(node.headBlockNum + 25);
    let announcing: number | undefined;
    for (let num = 1; num <= node.headBlockNum && announcing === undefined; num++) {
      const block = (await eos.post("/v1/chain/get_block", { block_num_or_id: num })).json;
      if (block.header_extensions.length === 0) expect(block).not.toHaveProperty("new_producer_schedule");
      else announcing = num;
    }
    const block = (await eos.post("/v1/chain/get_block", { block_num_or_id: announcing })).json;
    expect(Object.keys(block).slice(8, 11)).toEqual([
      "header_extensions",
      "new_producer_schedule",
      "producer_signature",
    ]);
    expect(block.new_producer_schedule).toEqual({
      version: 1,
      producers: NEW_PRODUCERS.map((producer) => ({
        producer_name: producer,
        authority: nodeosAuthority(producer),
      })),
    });
    expect(String((await eos.api.v1.chain.get_block(announcing as number)).id)).toBe(block.id);
  });
});

describe("the finality status of a transaction, and its receipts in history", () => {
  it("goes LOCALLY_APPLIED, IN_BLOCK, IRREVERSIBLE; history's receipts carry code and ABI sequences", async () => {
    const signed = await eos.sign([transfer("alice", "bob", "1.0000 EOS")], [alice()], {
      expireSeconds: 300,
    });
    const pushed = await eos.push(signed);
    const id: string = pushed.json.transaction_id;
    const status = async () => (await eos.post("/v1/chain/get_transaction_status", { id })).json;
    const expiration = `${String(signed.expiration)}.000`;
    const applied = await status();
    expect(applied).toMatchObject({ state: "LOCALLY_APPLIED", expiration, head_number: node.headBlockNum });
    expect(applied).not.toHaveProperty("block_number");

    const sealed = node.produceBlock();
    const inBlock = await status();
    expect(Object.keys(inBlock)).toEqual([
      "state",
      "block_number",
      "block_id",
      "block_timestamp",
      "expiration",
      "head_number",
      "head_id",
      "head_timestamp",
      "irreversible_number",
      "irreversible_id",
      "irreversible_timestamp",
      "earliest_tracked_block_id",
      "earliest_tracked_block_number",
    ]);
    const info = (await eos.post("/v1/chain/get_info", {})).json;
    expect(inBlock).toEqual({
      state: "IN_BLOCK",
      block_number: sealed.blockNum,
      block_id: sealed.id,
      block_timestamp: info.head_block_time,
      expiration,
      head_number: info.head_block_num,
      head_id: info.head_block_id,
      head_timestamp: info.head_block_time,
      irreversible_number: info.last_irreversible_block_num,
      irreversible_id: info.last_irreversible_block_id,
      irreversible_timestamp: info.last_irreversible_block_time,
      earliest_tracked_block_id: (await eos.post("/v1/chain/get_block", { block_num_or_id: 1 })).json.id,
      earliest_tracked_block_number: 1,
    });
    node.produceUntil(sealed.blockNum + 30);
    expect((await status()).state).toBe("IRREVERSIBLE");
    expect(String((await eos.api.v1.chain.get_transaction_status(id)).state)).toBe("IRREVERSIBLE");

    const unknown = (await eos.post("/v1/chain/get_transaction_status", { id: "ab".repeat(32) })).json;
    expect(unknown.state).toBe("UNKNOWN");
    expect(Object.keys(unknown)).not.toContain("expiration");
    expect((await eos.post("/v1/chain/get_transaction_status", { id: "xyz" })).status).toBe(400);

    const history = (await eos.get(`/v2/history/get_transaction?id=${id}`)).json;
    const traces = pushed.json.processed.action_traces;
    expect(history.actions[0].receipts).toEqual(
      traces.map((trace: { receipt: Record<string, unknown> }) => ({
        receiver: trace.receipt.receiver,
        global_sequence: trace.receipt.global_sequence,
        recv_sequence: trace.receipt.recv_sequence,
        auth_sequence: (trace.receipt.auth_sequence as [string, number][]).map(([account, sequence]) => ({
          account,
          sequence,
        })),
        code_sequence: trace.receipt.code_sequence,
        abi_sequence: trace.receipt.abi_sequence,
      })),
    );
    expect(history.actions[0].receipts[0]).toMatchObject({
      receiver: "eosio.token",
      code_sequence: 1,
      abi_sequence: 1,
    });
  });
});

describe("get_activated_protocol_features", () => {
  const features = async (params?: Record<string, unknown>) =>
    (await eos.post("/v1/chain/get_activated_protocol_features", params === undefined ? "" : params)).json;

  it("pages the devnet's features in activation order, 10 by default, with more", async () => {
    const first = await features();
    expect(first.activated_protocol_features).toHaveLength(10);
    expect(first.more).toBe(10);
    expect(first.activated_protocol_features[0]).toEqual({
      feature_digest: "0ec7e080177b2c02b278d5088611686b49d739925a92d9bfcacd7fc6b74053bd",
      activation_ordinal: 0,
      activation_block_num: 1,
      description_digest: "64fe7df32e9b86be2b296b3f81dfd527f84e82b98e363bc97e40bc7a83733310",
      dependencies: [],
      protocol_feature_type: "builtin",
      specification: [{ name: "builtin_feature_codename", value: "PREACTIVATE_FEATURE" }],
    });
    const all = await features({ limit: 100 });
    expect(all).not.toHaveProperty("more");
    const names = all.activated_protocol_features.map(
      (feature: { specification: { value: string }[] }) => feature.specification[0]?.value,
    );
    expect(names).toHaveLength(19);
    const returnValue = all.activated_protocol_features[names.indexOf("ACTION_RETURN_VALUE")];
    expect(returnValue).toMatchObject({
      feature_digest: ACTION_RETURN_VALUE_FEATURE_DIGEST,
      activation_block_num: 1,
    });
    expect(names.indexOf("REPLACE_DEFERRED")).toBeLessThan(names.indexOf("NO_DUPLICATE_DEFERRED_ID"));
    const response = await eos.api.v1.chain.get_activated_protocol_features({ limit: 100 });
    expect(response.activated_protocol_features.map((feature) => String(feature.feature_digest))).toEqual(
      all.activated_protocol_features.map((feature: { feature_digest: string }) => feature.feature_digest),
    );
  });

  it("bounds by ordinal or by block, inclusive, in either direction", async () => {
    const ordinals = (json: { activated_protocol_features: { activation_ordinal: number }[] }) =>
      json.activated_protocol_features.map((feature) => feature.activation_ordinal);
    expect(ordinals(await features({ lower_bound: 3, upper_bound: 5 }))).toEqual([3, 4, 5]);
    expect(await features({ lower_bound: 5, upper_bound: 3 })).toEqual({ activated_protocol_features: [] });
    const reversed = await features({ reverse: true, limit: 2 });
    expect(ordinals(reversed)).toEqual([18, 17]);
    expect(reversed.more).toBe(16);
    expect(
      ordinals(await features({ search_by_block_num: true, lower_bound: 1, upper_bound: 1, limit: 3 })),
    ).toEqual([0, 1, 2]);
    expect(await features({ search_by_block_num: true, lower_bound: 2 })).toEqual({
      activated_protocol_features: [],
    });
    expect((await eos.post("/v1/chain/get_activated_protocol_features", { limit: "ten" })).status).toBe(400);
  });
});

describe("get_producers and get_code_hash", () => {
  it("get_producers lists the active schedule as nodeos does on a chain without a producers table", async () => {
    const active = (await eos.post("/v1/chain/get_producer_schedule", {})).json.active;
    const { json } = await eos.post("/v1/chain/get_producers", { json: true, limit: 50 });
    expect(json).toEqual({
      rows: active.producers.map(
        (producer: { producer_name: string; authority: [number, { keys: { key: string }[] }] }) => ({
          owner: producer.producer_name,
          producer_authority: producer.authority,
          url: "",
          total_votes: "0.00000000000000000",
          producer_key: producer.authority[1].keys[0]?.key,
        }),
      ),
      total_producer_vote_weight: "0.00000000000000000",
      more: "",
    });
    expect(json.rows.map((row: { owner: string }) => row.owner)).toEqual(NEW_PRODUCERS);
    expect((await eos.post("/v1/chain/get_producers", "")).status).toBe(400);
  });

  it("get_code_hash answers what get_raw_abi says: the deployed code's hash, zeros without code, no account refused", async () => {
    const hash = async (account: string) => eos.post("/v1/chain/get_code_hash", { account_name: account });
    const prover = await hash("ibc.prove");
    expect(prover.json).toEqual({
      account_name: "ibc.prove",
      code_hash: createHash("sha256").update("ibcprover").digest("hex"),
    });
    expect(prover.json.code_hash).toBe(
      (await eos.post("/v1/chain/get_raw_abi", { account_name: "ibc.prove" })).json.code_hash,
    );
    expect((await hash("alice")).json).toEqual({ account_name: "alice", code_hash: "0".repeat(64) });
    const unknown = await hash("nobody.here");
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.name).toBe("account_query_exception");
  });
});
