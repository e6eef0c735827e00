import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The services as `npm start` runs them: their own Node process (src/main.ts with UX_SERVICES_CONFIG), so a
 * test can kill -9 them like a crash and start them again on the same data folder.
 */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../..");

export interface ServicesProcess {
  child: ChildProcess;
  output: string[];
  /** SIGKILL: no cleanup, as a crash. Resolves once the process is gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `node --import tsx src/main.ts` (one process: a kill reaches everything) and waits until it serves. */
export async function startServicesProcess(
  config: unknown,
  readyMs = 60_000,
  /** What the services print once they serve: the swap socket's line unless the config has none. */
  readyText = "swap socket",
): Promise<ServicesProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, UX_SERVICES_CONFIG: JSON.stringify(config) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  await new Promise<void>((ready, failed) => {
    const timer = setTimeout(() => failed(new Error(`services not ready: ${output.join("")}`)), readyMs);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join("").includes(readyText)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      failed(new Error(`services exited (${code}): ${output.join("")}`));
    });
  });
  return {
    child,
    output,
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
