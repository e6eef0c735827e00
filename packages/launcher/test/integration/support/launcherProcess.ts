import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { NetworkConfig } from "@ux/core/config";

const REPO = resolve(fileURLToPath(new URL("../../../../..", import.meta.url)));

export interface RunningLauncher {
  url: string;
  config: NetworkConfig;
  /** Every line the launcher printed so far, its children's included. */
  lines: string[];
  /** The launcher's own "local network:" lines from index `from` on, pids written as N. */
  ownLines(from?: number): string[];
  /** The pid (= process group) of a child's latest start, from its "started/restarted (pid N)" line. */
  pidOf(name: string): number;
  untilLine(line: string, ms?: number): Promise<void>;
  /** GET /readyz's status (0 when the app server does not answer). */
  readyz(): Promise<number>;
  untilReady(ms?: number): Promise<void>;
  /** Ctrl+C, as a person would; then SIGKILL for whatever is left (a failed test must leave nothing behind). */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * `npm start -- --no-build` on a free app port, a random devnet port base and its own temporary data folder,
 * so a developer's running `npm start` and its state are left alone. No app build is needed: these tests
 * read /config.json and /readyz only.
 */
export async function startLauncher(timeoutMs = 150_000): Promise<RunningLauncher> {
  const dataDir = mkdtempSync(join(tmpdir(), "ux-supervision-"));
  const devnetPortBase = 20_000 + Math.floor(Math.random() * 400) * 100;
  // The environment of a person's shell: without the test runner's NODE_ENV=test and VITEST flags.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  const args = [
    "--port",
    "0",
    "--data",
    dataDir,
    "--devnet-port-base",
    String(devnetPortBase),
    "--no-build",
    "--quiet",
  ];
  const child: ChildProcess = spawn("npm", ["start", "--silent", "--", ...args], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    env,
  });
  const lines: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const childPids = () =>
    lines.flatMap((line) => /^local network: \S+ (?:started|restarted) \(pid (\d+)\)$/.exec(line)?.[1] ?? []);
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      killGroup(child.pid, "SIGINT");
      await Promise.race([exited, sleep(15_000)]);
      killGroup(child.pid, "SIGKILL");
    }
    // The local network's children run in their own process groups.
    for (const pid of childPids()) killGroup(Number(pid), "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };

  const untilLine = async (line: string, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!launcher.ownLines().includes(line)) {
      if (Date.now() > deadline) throw new Error(`no '${line}' within ${ms} ms:\n${lines.join("\n")}`);
      if (child.exitCode !== null) throw new Error(`launcher exited:\n${lines.join("\n")}`);
      await sleep(50);
    }
  };
  const launcher: RunningLauncher = {
    url: "",
    config: undefined as unknown as NetworkConfig,
    lines,
    ownLines: (from = 0) =>
      lines
        .slice(from)
        .filter((line) => line.startsWith("local network:"))
        .map((line) => line.replace(/pid \d+/, "pid N")),
    pidOf: (name) => {
      const matches = lines.flatMap(
        (line) =>
          new RegExp(`^local network: ${name} (?:started|restarted) \\(pid (\\d+)\\)$`).exec(line) ?? [],
      );
      const pid = Number(matches.at(-1));
      if (!pid) throw new Error(`no pid for ${name}`);
      return pid;
    },
    untilLine,
    readyz: async () => {
      try {
        return (await fetch(`${launcher.url}/readyz`, { signal: AbortSignal.timeout(2_000) })).status;
      } catch {
        return 0;
      }
    },
    untilReady: async (ms = 60_000) => {
      const deadline = Date.now() + ms;
      while ((await launcher.readyz()) !== 200) {
        if (Date.now() > deadline) throw new Error(`/readyz not 200 within ${ms} ms:\n${lines.join("\n")}`);
        if (child.exitCode !== null) throw new Error(`launcher exited:\n${lines.join("\n")}`);
        await sleep(100);
      }
    },
    stop,
  };
  try {
    const deadline = Date.now() + timeoutMs;
    while (!launcher.url) {
      launcher.url =
        /^UX Network app \(local\) at (http:\/\/\S+)\/$/.exec(
          lines.find((l) => l.startsWith("UX Network app")) ?? "",
        )?.[1] ?? "";
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`the launcher did not serve:\n${lines.join("\n")}`);
      await sleep(100);
    }
    launcher.config = (await (await fetch(`${launcher.url}/config.json`)).json()) as NetworkConfig;
    await launcher.untilReady(deadline - Date.now());
    return launcher;
  } catch (error) {
    await stop();
    throw error;
  }
}
