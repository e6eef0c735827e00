import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The devnet CLI (src/main.ts) as its own process with one ux chain on a port the OS picks, for what must
// meet a real process: a SIGKILL (persistence.test.ts) or a core of its own (bench/devnet.bench.ts).

const REPO = resolve(fileURLToPath(new URL("../../../../..", import.meta.url)));

export interface DevnetCliProcess {
  child: ChildProcess;
  /** The ux chain's URL, once the CLI printed it and its "ready" line. */
  ready: Promise<string>;
}

export function spawnDevnetCli(dataDir: string, options: { readyTimeoutMs?: number } = {}): DevnetCliProcess {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "packages/devnet/src/main.ts",
      "--chains",
      "ux",
      "--port-base",
      "0",
      "--data",
      dataDir,
    ],
    { cwd: REPO, stdio: ["ignore", "pipe", "inherit"] },
  );
  return { child, ready: readyUrl(child, options.readyTimeoutMs) };
}

/** Waits for the CLI's endpoint line and its "ready" line. */
function readyUrl(child: ChildProcess, timeoutMs: number | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    let url = "";
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => reject(new Error(`devnet did not start:\n${output}`)), timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      url ||= /devnet: ux (http:\/\/\S+)/.exec(output)?.[1] ?? "";
      if (url && output.includes("devnet: ready")) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once("exit", (code) => reject(new Error(`devnet exited with ${code}:\n${output}`)));
  });
}
