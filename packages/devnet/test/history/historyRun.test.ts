import { createChainClient } from "@ux/core/chainClient";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runHistory } from "../../src/history/historyRun";
import { TradingBot } from "../../src/history/tradingBot";
import { type Devnet, startDevnet } from "../../src/index";

// A ux chain started two days in the past (genesisTimeMs) and brought to the present by the history run's
// clock jumps. No keeper runs here, so the bot places nothing (maxOrders 0); the services' side is tested in
// packages/server/test/integration/poolHistory.test.ts.

const DAY_MS = 86_400_000;
const ms = (time: string) => Date.parse(`${time}Z`);

let devnet: Devnet;
let chainApi: string;
let started: number;

beforeAll(async () => {
  started = Date.now();
  devnet = await startDevnet({
    chains: ["ux"],
    dataDir: null,
    ports: { ux: 0 },
    genesisTimeMs: { ux: started - 2 * DAY_MS },
  });
  chainApi = devnet.chains.ux?.url ?? "";
}, 30_000);

afterAll(async () => {
  await devnet?.stop();
});

describe("a chain started in the past", () => {
  it("has its genesis block at the given time and produces blocks from there", async () => {
    const client = createChainClient(chainApi, { fetch });
    const genesis = (await (
      await fetch(`${chainApi}/v1/chain/get_block`, {
        method: "POST",
        body: JSON.stringify({ block_num_or_id: 1 }),
      })
    ).json()) as { timestamp: string };
    expect(Math.abs(ms(genesis.timestamp) - (started - 2 * DAY_MS))).toBeLessThan(2_000);
    const info = await client.getInfo();
    expect(Date.now() - ms(info.head_block_time)).toBeGreaterThan(2 * DAY_MS - 60_000);
  });

  it("is brought to the wall clock by the history run, in steps that skip slots", async () => {
    const client = createChainClient(chainApi, { fetch });
    const bot = new TradingBot({ chainApi, maxOrders: 0 });
    const lines: string[] = [];
    const result = await runHistory({
      chainApi,
      adminToken: devnet.adminToken,
      bot,
      stepSeconds: 12 * 3_600,
      log: (line) => lines.push(line),
    });
    // Two days in 12-hour steps: 4 rounds (5 when the last step lands a second short of the present).
    expect([4, 5]).toContain(result.rounds);
    expect(result.orders).toBe(0);
    expect(result.fromSeconds * 1000).toBeLessThan(Date.now() - 2 * DAY_MS + 60_000);
    expect(Math.abs(result.toSeconds * 1000 - Date.now())).toBeLessThan(5_000);
    // Blocks keep coming at the wall clock's time afterwards.
    const head = (await client.getInfo()).head_block_num;
    while ((await client.getInfo()).head_block_num < head + 2) await new Promise((r) => setTimeout(r, 50));
    expect(Math.abs(ms((await client.getInfo()).head_block_time) - Date.now())).toBeLessThan(5_000);
    expect(lines.at(-1)).toMatch(/^history: [45] rounds, 0 orders, chain at /);
  });
});
