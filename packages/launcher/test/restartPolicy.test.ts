import { describe, expect, it } from "vitest";
import { DEFAULT_RESTART_POLICY, RestartPolicy } from "../src/restartPolicy";

const delays = (policy: RestartPolicy, deathTimes: number[], uptimeMs = 100) =>
  deathTimes.map((at) => policy.afterDeath(at, uptimeMs));

describe("RestartPolicy", () => {
  it("doubles from 0.5 s and gives up on the 5th death within a minute", () => {
    expect(delays(new RestartPolicy(), [0, 1_000, 3_000, 6_000, 11_000])).toEqual([
      { restart: true, attempt: 1, delayMs: 500 },
      { restart: true, attempt: 2, delayMs: 1_000 },
      { restart: true, attempt: 3, delayMs: 2_000 },
      { restart: true, attempt: 4, delayMs: 4_000 },
      { restart: false, deaths: 5, windowMs: 60_000 },
    ]);
  });

  it("caps the delay at 15 s for a child that dies less often than that", () => {
    // One death every 25 s: never 5 within a minute, never up 30 s.
    const decisions = delays(
      new RestartPolicy(),
      Array.from({ length: 8 }, (_, i) => i * 25_000),
      20_000,
    );
    expect(decisions.map((d) => (d.restart ? d.delayMs : "gave up"))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
  });

  it("starts again from the first delay after the child stayed up 30 s", () => {
    const policy = new RestartPolicy();
    expect(policy.afterDeath(0, 1_000)).toEqual({ restart: true, attempt: 1, delayMs: 500 });
    expect(policy.afterDeath(2_000, 1_000)).toEqual({ restart: true, attempt: 2, delayMs: 1_000 });
    expect(policy.afterDeath(40_000, 29_999)).toEqual({ restart: true, attempt: 3, delayMs: 2_000 });
    expect(policy.afterDeath(80_000, 30_000)).toEqual({ restart: true, attempt: 1, delayMs: 500 });
  });

  it("counts only the deaths of the last minute towards giving up", () => {
    const policy = new RestartPolicy({ ...DEFAULT_RESTART_POLICY, resetAfterMs: 1_000 });
    // Four quick deaths, then quiet for a minute: the next four are not the 5th..8th within a minute.
    const early = delays(policy, [0, 10, 20, 30], 1_000);
    const late = delays(policy, [60_030, 60_040, 60_050, 60_060], 1_000);
    expect([...early, ...late].every((d) => d.restart)).toBe(true);
    expect(policy.afterDeath(60_070, 1_000)).toEqual({ restart: false, deaths: 5, windowMs: 60_000 });
  });
});
