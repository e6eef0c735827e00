import { type ChildProcess, spawn } from "node:child_process";

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

/**
 * Starts the local network's processes and stops all of them together: on Ctrl+C, on SIGTERM, or when one
 * of them dies (a half-running network would mislead). Each child runs in its own process group so that
 * its own children are stopped too.
 */
export class ChildSupervisor {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  start(spec: ChildSpec, onUnexpectedExit: (name: string, code: number | null) => void): ChildProcess {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const prefix = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n"))
        if (line.length > 0) this.log(`[${spec.name}] ${line}`);
    };
    child.stdout?.on("data", prefix);
    child.stderr?.on("data", prefix);
    child.on("exit", (code) => {
      this.children.delete(spec.name);
      if (!this.stopping) onUnexpectedExit(spec.name, code);
    });
    this.children.set(spec.name, child);
    return child;
  }

  get running(): string[] {
    return [...this.children.keys()];
  }

  /** SIGTERM every child's group, then SIGKILL whatever is left after the grace period. */
  async stopAll(graceMs = 5000): Promise<void> {
    this.stopping = true;
    const waits = [...this.children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          signalGroup(child, "SIGTERM");
          setTimeout(() => {
            signalGroup(child, "SIGKILL");
            resolve();
          }, graceMs).unref();
        }),
    );
    await Promise.all(waits);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
