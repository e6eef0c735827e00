import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PrivateKey } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, genesisTestAccounts, startDevnet } from "../../src/index";
import { ChainClient, type RawResponse, transfer } from "../integration/chainClient";
import { adminPost } from "./adminRequest";

// POST /v1/devnet/advance_clock {seconds} on a real in-process devnet producing a block every 500 ms: the
// head's time jumps, blocks keep coming 500 ms apart (in wall time too), transactions are judged against the
// new time, the route answers only with the admin token, and a persistent chain keeps the jumped time.

const DAY = 86_400;
const alice = () => PrivateKey.from(genesisTestAccounts(["ux"])[0]?.privateKey as string);
const ms = (time: string) => Date.parse(`${time}Z`);

let dataDir: string;
let devnet: Devnet;
let client: ChainClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "devnet-clock-"));
  devnet = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir });
  client = new ChainClient(devnet.chains.ux?.url as string);
}, 60_000);

afterAll(async () => {
  await devnet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const info = async () => (await client.get("/v1/chain/get_info")).json;
const blockTime = async (num: number) =>
  ms((await client.post("/v1/chain/get_block", { block_num_or_id: num })).json.timestamp);

async function untilHead(num: number): Promise<void> {
  while ((await info()).head_block_num < num) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** POSTs advance_clock with the admin token, another token, or (null) none. */
const advance = (seconds: unknown, token: string | null = devnet.adminToken) =>
  adminPost(client.url, "/v1/devnet/advance_clock", { seconds }, token ?? undefined);

const detail = (response: RawResponse) => response.json.error.details[0].message;

describe("advance_clock", () => {
  it("is refused without the admin token, with another, or without a positive whole number of seconds", async () => {
    const before = ms((await info()).head_block_time);
    expect((await advance(DAY, null)).status).toBe(401);
    const wrong = await advance(DAY, "y".repeat(43));
    expect([wrong.status, detail(wrong)]).toEqual([401, "the devnet admin token does not match"]);
    for (const seconds of [0, -5, 1.5, "3600", 10 * 365 * DAY + 1]) {
      const refused = await advance(seconds);
      expect(refused.status).toBe(400);
    }
    expect(detail(await advance(0))).toContain("seconds must be positive");
    const head = (await info()).head_block_num;
    await untilHead(head + 2);
    // Nothing jumped: two blocks later the head is still within seconds of where it was.
    expect(ms((await info()).head_block_time) - before).toBeLessThan(60_000);
  });

  it("jumps the next block by that much, then blocks come every 500 ms of chain and wall time", async () => {
    const before = await info();
    const answer = await advance(30 * DAY);
    expect(answer.status).toBe(200);
    expect(answer.json.advanced_seconds).toBe(30 * DAY);
    const jumpedFrom = answer.json.head_block_num as number;
    expect(ms(answer.json.next_block_time) - ms(answer.json.head_block_time)).toBeGreaterThanOrEqual(
      30 * DAY * 1000 + 500,
    );
    expect(jumpedFrom).toBeGreaterThanOrEqual(before.head_block_num);
    await untilHead(jumpedFrom + 1);
    const started = performance.now();
    await untilHead(jumpedFrom + 6);
    const wallMs = performance.now() - started;
    const jump = (await blockTime(jumpedFrom + 1)) - (await blockTime(jumpedFrom));
    expect(jump).toBe(ms(answer.json.next_block_time) - ms(answer.json.head_block_time));
    expect([500 + 30 * DAY * 1000, 1000 + 30 * DAY * 1000]).toContain(jump);
    const steps: number[] = [];
    for (let num = jumpedFrom + 2; num <= jumpedFrom + 6; num++)
      steps.push((await blockTime(num)) - (await blockTime(num - 1)));
    expect(steps).toEqual([500, 500, 500, 500, 500]);
    // Five slots in wall time: no burst to catch up, no stall waiting for the new time.
    expect(wallMs).toBeGreaterThan(2_000);
    expect(wallMs).toBeLessThan(4_000);
  });

  it("judges expiry against the new head time: a transaction signed before a jump expires, one after works", async () => {
    const stale = await client.sign([transfer("alice", "bob", "1.0000 UTX", "stale")], [alice()], {
      expireSeconds: 300,
    });
    const answer = await advance(DAY);
    await untilHead((answer.json.head_block_num as number) + 2);
    const refused = await client.push(stale);
    expect(refused.status).toBe(500);
    expect(refused.json.error.name).toBe("expired_tx_exception");
    expect(detail(refused)).toContain(`expiration ${String(stale.expiration)}`);

    // Built now: TaPoS on a block of the new time (and 3 behind it), expiry 300 s after the new head.
    const fresh = await client.sign([transfer("alice", "bob", "1.0000 UTX", "fresh")], [alice()], {
      expireSeconds: 300,
    });
    const accepted = await client.push(fresh);
    expect(accepted.status).toBe(200);
    expect(ms(accepted.json.processed.block_time)).toBeGreaterThanOrEqual(ms(answer.json.next_block_time));
  });

  it("survives a restart of the persistent chain: production continues right after the jumped head", async () => {
    const answer = await advance(90 * DAY);
    await untilHead((answer.json.head_block_num as number) + 2);
    await devnet.stop();
    const stopped = devnet.chains.ux?.node.status().head;
    if (!stopped) throw new Error("no head");

    devnet = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir });
    client = new ChainClient(devnet.chains.ux?.url as string);
    const restored = await info();
    expect([restored.head_block_num, restored.head_block_time]).toEqual([stopped.blockNum, stopped.time]);
    await untilHead(stopped.blockNum + 3);
    const times = await Promise.all([0, 1, 2, 3].map((step) => blockTime(stopped.blockNum + step)));
    expect(times.map((time) => time - ms(stopped.time))).toEqual([0, 500, 1000, 1500]);
  });
});
