import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningLauncher, startLauncher } from "./support/launcherProcess";
import { ChainClient, signTransfers, startTransferLoad } from "./support/transferLoad";

/*
 * The real `npm start`: each local-network child in turn is killed with SIGKILL (its whole process group)
 * while work is in flight; the launcher must bring that child, and only that child, back (/readyz 503, then
 * 200), and nothing acknowledged may be lost.
 */

let launcher: RunningLauncher;
const restartMs: Record<string, number> = {};

beforeAll(async () => {
  launcher = await startLauncher(150_000);
}, 170_000);

afterAll(async () => {
  await launcher?.stop();
  console.log(
    `supervision: kill -9 to /readyz 200 again: ${Object.entries(restartMs)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(", ")}`,
  );
}, 30_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

/** SIGKILLs a child's process group, checks the launcher reports it and /readyz drops, waits until 200 again. */
async function killAndAwaitRestart(name: string): Promise<{ from: number }> {
  const from = launcher.lines.length;
  const pid = launcher.pidOf(name);
  const killedAt = performance.now();
  process.kill(-pid, "SIGKILL");
  await launcher.untilLine(`local network: ${name} restarted (pid N)`);
  expect(await launcher.readyz()).toBe(503);
  await launcher.untilReady(60_000);
  restartMs[name] = performance.now() - killedAt;
  expect(launcher.pidOf(name)).not.toBe(pid);
  return { from };
}

const jsonRpc = async (url: string, method: string) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
  });
  return ((await response.json()) as { result: unknown }).result;
};

describe("npm start with a child killed", () => {
  it("restarts the devnet and keeps every transfer it acknowledged", async () => {
    const ux = launcher.config.chains.ux;
    const alice = launcher.config.testAccounts.find((a) => a.chain === "ux" && a.account === "alice");
    if (!ux || !alice) throw new Error("no ux chain or alice in /config.json");
    const client = new ChainClient(ux.api);
    const utx = async () => {
      const [text = "0 UTX"] = (await client.balances("bob")).filter((b) => b.endsWith(" UTX"));
      return BigInt(text.split(" ")[0]?.replace(".", "") as string);
    };
    const bobBefore = await utx();
    const signed = await signTransfers(client, "alice", alice.privateKey, "bob", 500);
    const load = startTransferLoad(client, signed);
    let ackedAtKill = 0;
    try {
      await until(() => load.acknowledged.size >= 60, 60_000, "60 transfers acknowledged");
      const ackedBeforeKill = load.acknowledged.size;
      ackedAtKill = ackedBeforeKill;
      const { from } = await killAndAwaitRestart("devnet");
      // The pushes go on against the restarted chain.
      await until(() => load.acknowledged.size >= ackedBeforeKill + 30, 30_000, "30 more acknowledged");
      await load.stop();
      expect(load.failures).toBeGreaterThan(0);
      expect(launcher.ownLines(from)).toEqual([
        "local network: devnet exited (signal SIGKILL); restarting in 0.5 s (restart 1)",
        "local network: devnet restarted (pid N)",
        "local network: devnet ready again",
      ]);
    } finally {
      await load.stop();
    }

    // Every acknowledged transfer is in the chain (once the block pending now is produced); the balance is
    // exactly what the applied ones add up to.
    const head = (await client.api.v1.chain.get_info()).head_block_num.toNumber();
    while ((await client.api.v1.chain.get_info()).head_block_num.toNumber() <= head + 1) await sleep(100);
    const ackOrder = [...load.acknowledged];
    const applied = new Set<string>();
    for (const trx of load.attempted) {
      const id = String(trx.id);
      const { json } = await client.get(`/v2/history/get_transaction?id=${id}`);
      if (json.executed === true) applied.add(id);
    }
    const lost = [...load.acknowledged].filter((id) => !applied.has(id));
    expect(
      lost.map((id) => `${id} (acknowledged #${ackOrder.indexOf(id) + 1}, kill after #${ackedAtKill})`),
    ).toEqual([]);
    expect(await utx()).toBe(bobBefore + BigInt(applied.size));
    console.log(
      `supervision: devnet ${load.acknowledged.size} transfers acknowledged, ${applied.size} applied of ${load.attempted.length} pushed, ${load.failures} pushes unanswered or refused, none acknowledged lost`,
    );
  }, 150_000);

  it("restarts Ethereum fresh: the node and the EVM gateway answer again", async () => {
    const eth = launcher.config.chains.eth;
    const gateway = launcher.config.chains.ux?.evmRpc;
    if (!eth || !gateway) throw new Error("no eth chain or EVM gateway in /config.json");
    expect(await jsonRpc(eth.api, "eth_chainId")).toBe("0x7a69");
    const usdtLine = () => launcher.lines.filter((l) => l.includes("ethereum: node ") && l.includes("USDT"));
    const deployedBefore = usdtLine().length;
    const { from } = await killAndAwaitRestart("ethereum");
    expect(launcher.ownLines(from)).toEqual([
      "local network: ethereum exited (signal SIGKILL); restarting in 0.5 s (restart 1); Ethereum state is in memory: it starts fresh, contracts deployed again as at start",
      "local network: ethereum restarted (pid N)",
      "local network: ethereum ready again",
    ]);
    expect(await jsonRpc(eth.api, "eth_chainId")).toBe("0x7a69");
    expect(await jsonRpc(gateway, "eth_chainId")).toBe("0x47");
    // Deployed again, by the same deployer at the same nonce: the same USDT address as before.
    expect(usdtLine()).toHaveLength(deployedBefore + 1);
    expect(usdtLine().at(-1)).toBe(usdtLine().at(-2));
  }, 90_000);
});
