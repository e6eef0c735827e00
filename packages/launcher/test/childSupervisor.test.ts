import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ChildSupervisor } from "../src/childSupervisor";

/** Alive and not a zombie (an orphan may wait for a reaper that a container's init never runs). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

describe("ChildSupervisor", () => {
  it("stops every child and the children's own children", async () => {
    const lines: string[] = [];
    const supervisor = new ChildSupervisor((line) => lines.push(line));
    // A child that starts a grandchild and prints its pid, then idles.
    const script = `const {spawn}=require("node:child_process");const g=spawn(process.execPath,["-e","setInterval(()=>{},1000)"],{stdio:"ignore"});console.log("grandchild "+g.pid);setInterval(()=>{},1000);`;
    const child = supervisor.start({ name: "chain", command: process.execPath, args: ["-e", script] }, () => {
      throw new Error("must not be reported as unexpected");
    });
    await new Promise((r) => setTimeout(r, 50));
    while (!lines.some((l) => l.startsWith("[chain] grandchild")))
      await new Promise((r) => setTimeout(r, 20));
    const grandchild = Number(lines.find((l) => l.startsWith("[chain] grandchild"))?.split(" ")[2]);
    expect(supervisor.running).toEqual(["chain"]);
    await supervisor.stopAll(2000);
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(child.pid as number)).toBe(false);
    expect(alive(grandchild)).toBe(false);
    expect(supervisor.running).toEqual([]);
  });

  it("reports a child that dies on its own", async () => {
    const supervisor = new ChildSupervisor(() => {});
    const exited = new Promise<[string, number | null]>((resolve) => {
      supervisor.start(
        { name: "services", command: process.execPath, args: ["-e", "process.exit(3)"] },
        (n, c) => resolve([n, c]),
      );
    });
    expect(await exited).toEqual(["services", 3]);
  });
});
