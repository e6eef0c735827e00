import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PrivateKey, type SignedTransaction } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { genesisTestAccounts, startDevnet } from "../../src/index";
import { ChainClient, transfer } from "./chainClient";
import { spawnDevnetCli } from "./support/devnetCliProcess";

const alice = () => PrivateKey.from(genesisTestAccounts(["ux"])[0]?.privateKey as string);
const utx = (balances: string[]) => balances.find((balance) => balance.endsWith(" UTX"));

async function untilHeadPasses(client: ChainClient, blockNum: number): Promise<void> {
  while ((await client.api.v1.chain.get_info()).head_block_num.toNumber() <= blockNum)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("a devnet data folder", () => {
  it("keeps balances and history across a restart, and starts fast from it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "devnet-restart-"));
    const first = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir });
    const client = new ChainClient(first.chains.ux?.url as string);
    const pushed = await client.push(
      await client.sign([transfer("alice", "bob", "7.0000 UTX", "kept")], [alice()]),
    );
    expect(pushed.status).toBe(200);
    const balances = { alice: await client.balances("alice"), bob: await client.balances("bob") };
    const head = first.chains.ux?.node.headBlockNum as number;
    await first.stop();

    const started = performance.now();
    const lines: string[] = [];
    const second = await startDevnet({
      chains: ["ux"],
      ports: { ux: 0 },
      dataDir,
      log: (line) => lines.push(line),
    });
    const startupMs = performance.now() - started;
    console.log(
      `devnet: restart of a ${head + 1}-block folder in ${startupMs.toFixed(0)} ms (${lines.join("; ")})`,
    );
    const reopened = new ChainClient(second.chains.ux?.url as string);
    expect({ alice: await reopened.balances("alice"), bob: await reopened.balances("bob") }).toEqual(
      balances,
    );
    expect(
      (await reopened.get(`/v2/history/get_transaction?id=${pushed.json.transaction_id}`)).json.executed,
    ).toBe(true);
    expect((await reopened.api.v1.chain.get_info()).head_block_num.toNumber()).toBeGreaterThanOrEqual(head);
    await second.stop();

    const wiped = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir, reset: true });
    const fresh = new ChainClient(wiped.chains.ux?.url as string);
    expect(utx(await fresh.balances("bob"))).toBe("10000.0000 UTX");
    await wiped.stop();
  });

  it("loses no acknowledged transaction when the devnet process is killed with SIGKILL under load", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "devnet-kill-"));
    const { child, ready } = spawnDevnetCli(dataDir, { readyTimeoutMs: 30_000 });
    try {
      const url = await ready;
      const client = new ChainClient(url);
      const initial = utx(await client.balances("bob"));
      // Signed in advance, so the stream of pushes is as dense as the node allows.
      const signed: SignedTransaction[] = [];
      for (let i = 0; i < 160; i++)
        signed.push(
          await client.sign([transfer("alice", "bob", "0.0001 UTX", `crash ${i}`)], [alice()], {
            expireSeconds: 600,
          }),
        );
      const acknowledged = new Set<string>();
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (next < signed.length && !killed) {
          const trx = signed[next++] as SignedTransaction;
          try {
            const response = await client.push(trx);
            if (response.status === 200 && !killed) acknowledged.add(String(trx.id));
          } catch {
            // The connection died with the process: not acknowledged.
          }
          if (acknowledged.size >= 80 && !killed) {
            killed = true;
            child.kill("SIGKILL");
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((resolve) => child.once("exit", resolve));
      expect(acknowledged.size).toBeGreaterThanOrEqual(80);

      const restarted = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir });
      try {
        const node = restarted.chains.ux?.node;
        const reopened = new ChainClient(restarted.chains.ux?.url as string);
        await untilHeadPasses(reopened, (node?.headBlockNum ?? 0) + 1);
        const applied = signed.filter((trx) => (node?.history.transaction(String(trx.id)).length ?? 0) > 0);
        for (const id of acknowledged)
          expect(node?.history.transaction(id).length, `acknowledged ${id}`).toBeGreaterThan(0);
        const expected =
          BigInt((initial as string).split(" ")[0]?.replace(".", "") as string) + BigInt(applied.length);
        const digits = expected.toString();
        expect(utx(await reopened.balances("bob"))).toBe(`${digits.slice(0, -4)}.${digits.slice(-4)} UTX`);
        console.log(
          `devnet: ${acknowledged.size} acknowledged, ${applied.length} applied, all acknowledged kept after SIGKILL`,
        );
      } finally {
        await restarted.stop();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  }, 60_000);
});
