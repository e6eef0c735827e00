import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../server/test/support/freePort";
import { ChildSupervisor, type SupervisedChild, type SupervisorOptions } from "../src/childSupervisor";
import { DEFAULT_RESTART_POLICY } from "../src/restartPolicy";

/*
 * The supervisor over tiny real children: each serves HTTP on its port (its ready URL) unless a "die" file
 * exists, in which case it exits with code 3 at once, or idles without serving when the file says "hang".
 */

const dir = mkdtempSync(join(tmpdir(), "ux-supervisor-"));
const dieFile = join(dir, "die");
const supervisors: ChildSupervisor[] = [];

afterEach(async () => {
  await Promise.all(supervisors.splice(0).map((s) => s.stopAll(1000)));
  rmSync(dieFile, { force: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SERVER = `const fs=require("node:fs");const f=process.env.DIE_FILE;
if(fs.existsSync(f)){if(fs.readFileSync(f,"utf8")==="hang")setInterval(()=>{},1000);else process.exit(3);}
else require("node:http").createServer((q,s)=>s.end(String(process.pid))).listen(Number(process.env.PORT),"127.0.0.1");`;

async function child(name: string, script = SERVER): Promise<SupervisedChild> {
  const port = await freePort();
  return {
    spec: {
      name,
      command: process.execPath,
      args: ["-e", script],
      env: { PORT: String(port), DIE_FILE: dieFile },
    },
    readyUrl: `http://127.0.0.1:${port}/`,
  };
}

/** A supervisor whose lines (pids as N, with the ms since creation) the test reads. */
function supervised(options: Omit<SupervisorOptions, "log"> = {}) {
  const lines: { at: number; line: string }[] = [];
  const created = performance.now();
  const supervisor = new ChildSupervisor({
    ...options,
    log: (line) => lines.push({ at: performance.now() - created, line: line.replace(/pid \d+/, "pid N") }),
  });
  supervisors.push(supervisor);
  const own = () => lines.map((l) => l.line).filter((l) => l.startsWith("local network:"));
  const until = async (line: string, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!own().includes(line)) {
      if (Date.now() > deadline) throw new Error(`no '${line}' in:\n${own().join("\n")}`);
      await sleep(10);
    }
    return lines.find((l) => l.line === line)?.at as number;
  };
  return { supervisor, lines, own, until };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Alive and not a zombie (an orphan may wait for a reaper that a container's init never runs). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

const killGroup = (supervisor: ChildSupervisor, name: string) =>
  process.kill(-(supervisor.pidOf(name) as number), "SIGKILL");

const answers = async (url: string) => {
  try {
    return Number(await (await fetch(url)).text());
  } catch {
    return null;
  }
};

const fast = { ...DEFAULT_RESTART_POLICY, initialDelayMs: 100, maxDelayMs: 400 };

describe("ChildSupervisor", () => {
  it("stops every child and the children's own children", async () => {
    const { supervisor, lines } = supervised();
    // A child that starts a grandchild and prints its pid, then serves.
    const grandchildScript = `const {spawn}=require("node:child_process");const g=spawn(process.execPath,["-e","setInterval(()=>{},1000)"],{stdio:"ignore"});console.log("grandchild "+g.pid);${SERVER}`;
    const chain = await child("chain", grandchildScript);
    await supervisor.start(chain);
    while (!lines.some((l) => l.line.startsWith("[chain] grandchild"))) await sleep(20);
    const grandchild = Number(lines.find((l) => l.line.startsWith("[chain] grandchild"))?.line.split(" ")[2]);
    const pid = supervisor.pidOf("chain") as number;
    expect(supervisor.running).toEqual(["chain"]);
    expect(supervisor.allUp).toBe(true);
    await supervisor.stopAll(2000);
    await sleep(100);
    expect(alive(pid)).toBe(false);
    expect(alive(grandchild)).toBe(false);
    expect(supervisor.running).toEqual([]);
    expect(supervisor.allUp).toBe(false);
  });

  it("does not restart a child that dies during its first start: the caller stops the network", async () => {
    writeFileSync(dieFile, "die");
    const { supervisor, own } = supervised({ policy: fast });
    const services = await child("services");
    await expect(supervisor.start(services)).rejects.toThrow(
      `services exited (code 3) before ${services.readyUrl} answered`,
    );
    await sleep(300);
    expect(own()).toEqual(["local network: services started (pid N)"]);
    expect(supervisor.running).toEqual([]);
  });

  it("restarts a killed child, waits until it answers again, and says so", async () => {
    const { supervisor, own, until } = supervised({ policy: fast });
    const devnet = await child("devnet");
    const services = await child("services");
    await supervisor.start(devnet);
    await supervisor.start(services);
    const firstPid = supervisor.pidOf("services") as number;
    expect(await answers(services.readyUrl)).toBe(firstPid);

    killGroup(supervisor, "services");
    const exitedAt = await until(
      "local network: services exited (signal SIGKILL); restarting in 0.1 s (restart 1)",
    );
    expect(supervisor.allUp).toBe(false);
    expect(supervisor.running).toEqual(["devnet"]);
    const restartedAt = await until("local network: services restarted (pid N)");
    expect(restartedAt - exitedAt).toBeGreaterThanOrEqual(95);
    await until("local network: services ready again");
    expect(supervisor.allUp).toBe(true);
    const secondPid = supervisor.pidOf("services") as number;
    expect(secondPid).not.toBe(firstPid);
    expect(await answers(services.readyUrl)).toBe(secondPid);
    expect(own()).toEqual([
      "local network: devnet started (pid N)",
      "local network: devnet ready",
      "local network: services started (pid N)",
      "local network: services ready",
      "local network: services exited (signal SIGKILL); restarting in 0.1 s (restart 1)",
      "local network: services restarted (pid N)",
      "local network: services ready again",
    ]);
  });

  it("doubles the delay for a child that keeps dying, then gives up on the 5th death within a minute", async () => {
    const reasons: string[] = [];
    const { supervisor, lines, own, until } = supervised({
      policy: fast,
      onGiveUp: (reason) => reasons.push(reason),
    });
    await supervisor.start(await child("services"));
    writeFileSync(dieFile, "die");
    killGroup(supervisor, "services");
    await until(
      "local network: services exited (code 3): 5 deaths within 60 s; giving up on it and stopping the local network",
    );
    expect(own().slice(2)).toEqual([
      "local network: services exited (signal SIGKILL); restarting in 0.1 s (restart 1)",
      "local network: services restarted (pid N)",
      "local network: services exited (code 3); restarting in 0.2 s (restart 2)",
      "local network: services restarted (pid N)",
      "local network: services exited (code 3); restarting in 0.4 s (restart 3)",
      "local network: services restarted (pid N)",
      "local network: services exited (code 3); restarting in 0.4 s (restart 4)",
      "local network: services restarted (pid N)",
      "local network: services exited (code 3): 5 deaths within 60 s; giving up on it and stopping the local network",
    ]);
    // The waits really are the announced ones: never shorter, and longer only by the time a spawn takes (on
    // 2 busy cores that has reached 50-100 ms, which rounding to tenths of a second could not absorb).
    const at = (line: string) => lines.filter((l) => l.line === line).map((l) => l.at);
    const exits = lines.filter((l) => l.line.includes("restarting in")).map((l) => l.at);
    const restarts = at("local network: services restarted (pid N)");
    const announcedMs = [100, 200, 400, 400];
    expect(restarts).toHaveLength(announcedMs.length);
    for (const [i, restartedAt] of restarts.entries()) {
      const waitedMs = restartedAt - (exits[i] as number);
      const announced = announcedMs[i] as number;
      expect(waitedMs, `restart ${i + 1}`).toBeGreaterThanOrEqual(announced - 5);
      expect(waitedMs, `restart ${i + 1}`).toBeLessThan(announced + 250);
    }
    expect(reasons).toEqual(["services exited (code 3): 5 deaths within 60 s"]);
    expect(supervisor.allUp).toBe(false);
    await sleep(600);
    expect(supervisor.running).toEqual([]);
  });

  it("starts again from the first delay once the child stayed up a while", async () => {
    const { supervisor, own, until } = supervised({ policy: { ...fast, resetAfterMs: 1_500 } });
    await supervisor.start(await child("ethereum"));
    killGroup(supervisor, "ethereum");
    await until("local network: ethereum ready again");
    // Killed again at once: the second restart waits twice as long.
    killGroup(supervisor, "ethereum");
    await until("local network: ethereum exited (signal SIGKILL); restarting in 0.2 s (restart 2)");
    while (own().filter((l) => l.endsWith("ready again")).length < 2) await sleep(10);
    await sleep(1_600);
    killGroup(supervisor, "ethereum");
    await sleep(50);
    expect(own().at(-1)).toBe(
      "local network: ethereum exited (signal SIGKILL); restarting in 0.1 s (restart 1)",
    );
  });

  it("restarts nothing once stopping, not even a restart already scheduled", async () => {
    const { supervisor, own, until } = supervised({
      policy: { ...fast, initialDelayMs: 500, maxDelayMs: 1_000 },
    });
    const devnet = await child("devnet");
    const services = await child("services");
    await supervisor.start(devnet);
    await supervisor.start(services);
    killGroup(supervisor, "services");
    await until("local network: services exited (signal SIGKILL); restarting in 0.5 s (restart 1)");
    const devnetPid = supervisor.pidOf("devnet") as number;
    await supervisor.stopAll(1000);
    await sleep(800);
    expect(own().slice(4)).toEqual([
      "local network: services exited (signal SIGKILL); restarting in 0.5 s (restart 1)",
    ]);
    expect(alive(devnetPid)).toBe(false);
    expect(supervisor.running).toEqual([]);
    expect(await answers(services.readyUrl)).toBe(null);
    expect(await answers(devnet.readyUrl)).toBe(null);
  });

  it("gives up on a restarted child that runs but does not answer in time", async () => {
    const reasons: string[] = [];
    const { supervisor, until } = supervised({
      policy: fast,
      readyTimeoutMs: 1_000,
      onGiveUp: (reason) => reasons.push(reason),
    });
    const services = await child("services");
    await supervisor.start(services);
    writeFileSync(dieFile, "hang");
    killGroup(supervisor, "services");
    const reason = `services ${services.readyUrl} did not answer within 1 s`;
    await until(`local network: ${reason}; giving up on it and stopping the local network`);
    expect(reasons).toEqual([reason]);
    expect(supervisor.running).toEqual(["services"]);
    expect(existsSync(dieFile)).toBe(true);
  });
});
