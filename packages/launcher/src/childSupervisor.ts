import { type ChildProcess, spawn } from "node:child_process";
import { waitUntilAnswering } from "./readiness";
import { DEFAULT_RESTART_POLICY, RestartPolicy, type RestartPolicyOptions } from "./restartPolicy";

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Added to the restart line, e.g. that the child's in-memory state starts fresh. */
  restartNote?: string;
}

/** A child and the URL that answers once it is ready. */
export interface SupervisedChild {
  spec: ChildSpec;
  readyUrl: string;
  /** Children that must be ready before this one starts (startConcurrently); none: it starts at once. */
  startsAfter?: string[];
}

export interface SupervisorOptions {
  log?: (line: string) => void;
  policy?: RestartPolicyOptions;
  /** How long a (re)started child may take to answer its ready URL. */
  readyTimeoutMs?: number;
  /** Called once when a child keeps dying or does not come back: the caller stops the network. */
  onGiveUp?: (reason: string) => void;
}

/** starting: first start, not ready yet; down: dead or restarting; failed: given up on. */
type ChildState = "starting" | "up" | "down" | "failed";

interface Slot {
  child: SupervisedChild;
  policy: RestartPolicy;
  state: ChildState;
  process?: ChildProcess;
  spawnedAt: number;
  restartTimer?: NodeJS.Timeout;
}

/**
 * Runs the local network's processes. A child that dies after it was first ready is restarted with
 * exponential backoff and waited for until it answers again; one that keeps dying makes the supervisor give
 * up (onGiveUp). A child dying during its first start is not restarted: the caller stops everything, since
 * a network that never came up (a busy port, a bad build) will not come up by retrying. Each child runs in
 * its own process group so that its own children are stopped, and cleaned up after a crash, with it.
 */
export class ChildSupervisor {
  private readonly slots = new Map<string, Slot>();
  private stopping = false;
  private readonly log: (line: string) => void;
  private readonly policy: RestartPolicyOptions;
  private readonly readyTimeoutMs: number;
  private readonly onGiveUp: (reason: string) => void;

  constructor(options: SupervisorOptions = {}) {
    this.log = options.log ?? ((line) => console.log(line));
    this.policy = options.policy ?? DEFAULT_RESTART_POLICY;
    this.readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
    this.onGiveUp = options.onGiveUp ?? (() => {});
  }

  /** Starts a child and resolves once it answers; rejects if it dies first or does not answer in time. */
  async start(child: SupervisedChild): Promise<void> {
    const { name } = child.spec;
    const slot: Slot = { child, policy: new RestartPolicy(this.policy), state: "starting", spawnedAt: 0 };
    this.slots.set(name, slot);
    const started = this.spawn(slot);
    this.log(`local network: ${name} started (pid ${started.pid})`);
    try {
      await this.untilReady(slot, started);
    } catch (error) {
      const exit = describeExit(started);
      throw new Error(
        exit ? `${name} ${exit} before ${child.readyUrl} answered` : `${name} ${(error as Error).message}`,
      );
    }
    slot.state = "up";
    this.log(`local network: ${name} ready`);
  }

  /** Children with a live process. */
  get running(): string[] {
    return [...this.slots].filter(([, slot]) => slot.process !== undefined).map(([name]) => name);
  }

  /** Every child started so far is up (none dead, restarting or given up on) and no stop is under way. */
  get allUp(): boolean {
    return !this.stopping && [...this.slots.values()].every((slot) => slot.state === "up");
  }

  pidOf(name: string): number | undefined {
    return this.slots.get(name)?.process?.pid;
  }

  /** No more restarts; SIGTERM every child's group, then SIGKILL whatever is left after the grace period. */
  async stopAll(graceMs = 5000): Promise<void> {
    this.stopping = true;
    for (const slot of this.slots.values()) clearTimeout(slot.restartTimer);
    const waits = [...this.slots.values()].map(
      ({ process: child }) =>
        new Promise<void>((resolve) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          signalGroup(child.pid, "SIGTERM");
          setTimeout(() => {
            signalGroup(child.pid, "SIGKILL");
            resolve();
          }, graceMs).unref();
        }),
    );
    await Promise.all(waits);
  }

  private spawn(slot: Slot): ChildProcess {
    const { spec } = slot.child;
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
    child.on("exit", () => this.onExit(slot, child));
    slot.process = child;
    slot.spawnedAt = Date.now();
    return child;
  }

  private untilReady(slot: Slot, child: ChildProcess): Promise<void> {
    return waitUntilAnswering(
      slot.child.readyUrl,
      () => slot.process === child && !this.stopping,
      this.readyTimeoutMs,
    );
  }

  private onExit(slot: Slot, child: ChildProcess) {
    if (slot.process !== child) return;
    slot.process = undefined;
    // A dead group leader may leave its own children holding the ports the restart needs.
    signalGroup(child.pid, "SIGKILL");
    // A first start that fails is reported by start(); a stop or a give-up is final.
    if (this.stopping || slot.state === "starting" || slot.state === "failed") return;
    const { name, restartNote } = slot.child.spec;
    const how = describeExit(child);
    const now = Date.now();
    const decision = slot.policy.afterDeath(now, now - slot.spawnedAt);
    if (!decision.restart) {
      this.giveUp(slot, `${name} ${how}: ${decision.deaths} deaths within ${decision.windowMs / 1000} s`);
      return;
    }
    slot.state = "down";
    const note = restartNote ? `; ${restartNote}` : "";
    this.log(
      `local network: ${name} ${how}; restarting in ${(decision.delayMs / 1000).toFixed(1)} s (restart ${decision.attempt})${note}`,
    );
    slot.restartTimer = setTimeout(() => void this.restart(slot), decision.delayMs);
  }

  private async restart(slot: Slot) {
    slot.restartTimer = undefined;
    if (this.stopping) return;
    const { name } = slot.child.spec;
    const child = this.spawn(slot);
    this.log(`local network: ${name} restarted (pid ${child.pid})`);
    try {
      await this.untilReady(slot, child);
    } catch (error) {
      // Died again: its exit already decided what comes next. Alive but silent: restarting did not help.
      if (slot.process === child && !this.stopping) this.giveUp(slot, `${name} ${(error as Error).message}`);
      return;
    }
    if (slot.process !== child || this.stopping) return;
    slot.state = "up";
    this.log(`local network: ${name} ready again`);
  }

  private giveUp(slot: Slot, reason: string) {
    slot.state = "failed";
    this.log(`local network: ${reason}; giving up on it and stopping the local network`);
    this.onGiveUp(reason);
  }
}

/** "exited (code 3)" / "exited (signal SIGKILL)", or undefined while the child runs. */
function describeExit(child: ChildProcess): string | undefined {
  if (child.signalCode !== null) return `exited (signal ${child.signalCode})`;
  if (child.exitCode !== null) return `exited (code ${child.exitCode})`;
  return undefined;
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
