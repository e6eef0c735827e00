import {
  bytesToHex,
  PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
  packProducerAuthoritySchedule,
} from "@ux/core/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { producerSchedule } from "../../src/genesis/producers";
import type { Devnet } from "../../src/index";
import { setProducers } from "../api/adminRequest";
import { ChainClient } from "./chainClient";
import { startHandProducedDevnet } from "./support/devnetOverHttp";

// A producer schedule change driven over HTTP, observed as a prover would: get_producer_schedule and the
// producer_schedule_change_extension in get_block. Blocks are produced by hand to keep the test short.

let devnet: Devnet;
let client: ChainClient;
/** set_producers is an admin route: loopback plus the devnet's admin token. */
const setProducersOnEos = (producers: string[]) => setProducers(client.url, producers, devnet.adminToken);

beforeAll(async () => {
  devnet = await startHandProducedDevnet(["eos"]);
  client = new ChainClient(devnet.chains.eos?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
});

describe("a producer schedule change", () => {
  it("goes proposed, then announced in a header extension, then active, with the version bumped", async () => {
    const node = devnet.chains.eos?.node;
    if (!node) throw new Error("no eos chain");
    node.produceUntil(5);
    const producers = ["producer2", "producer3", "producer4", "producer5", "producer11"];
    const proposed = await setProducersOnEos(producers);
    expect(proposed.json).toEqual({ proposed_version: 1 });
    const proposedIn = node.headBlockNum + 1;
    node.produceUntil(proposedIn);
    expect((await client.post("/v1/chain/get_producer_schedule", {})).json.proposed.version).toBe(1);

    node.produceUntil(proposedIn + 9);
    const announcing = await client.post("/v1/chain/get_block", { block_num_or_id: proposedIn + 9 });
    const next = producerSchedule("eos", 1, producers);
    expect(announcing.json.header_extensions).toEqual([
      [PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID, bytesToHex(packProducerAuthoritySchedule(next))],
    ]);
    const pending = (await client.post("/v1/chain/get_producer_schedule", {})).json;
    expect(pending.pending.producers.map((p: { producer_name: string }) => p.producer_name)).toEqual(
      producers,
    );
    expect(pending.proposed).toBeNull();

    node.produceUntil(proposedIn + 20);
    const schedule = await client.api.v1.chain.get_producer_schedule();
    expect(schedule.active.version.toNumber()).toBe(1);
    expect(schedule.active.producers.map((p) => String(p.producer_name))).toEqual(producers);
    const latest = await client.api.v1.chain.get_block(proposedIn + 20);
    expect(latest.schedule_version.toNumber()).toBe(1);
    expect(producers).toContain(String(latest.producer));

    const refused = await setProducersOnEos(["producer1", "producer1"]);
    expect(refused.status).toBe(400);
    expect((await setProducersOnEos(producers)).json).toEqual({
      proposed_version: null,
    });
  });
});
