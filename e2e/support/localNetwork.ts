import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../packages/server/test/support/freePort";

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before serving`);
    try {
      // /readyz: the app server and the whole local network (chains, Ethereum, services) are up.
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export interface RunningNetwork {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts what `npm start` runs (building the app if stale) on free ports with its own data folder, so a
 * developer's running `npm start` and its state are left alone; stop() sends Ctrl+C to the whole group.
 */
export async function startLocalNetwork(timeoutMs = 300_000): Promise<RunningNetwork> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The environment a person's shell would have: without the test runner's NODE_ENV=test and VITEST flags.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  const dataDir = mkdtempSync(join(tmpdir(), "ux-e2e-data-"));
  const devnetPortBase = 20_000 + Math.floor(Math.random() * 400) * 100;
  // --quiet: a journey's fresh network starts now, without the month of history a person's first start trades.
  const args = ["start", "--silent", "--", "--port", String(port), "--data", dataDir, "--quiet"];
  const child = spawn("npm", [...args, "--devnet-port-base", String(devnetPortBase)], {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
    env,
  });
  await waitForReady(url, child, timeoutMs);
  return {
    url,
    async stop() {
      if (child.pid === undefined || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGINT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
