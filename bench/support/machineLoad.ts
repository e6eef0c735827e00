import { loadavg } from "node:os";

const averages = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" / ");

/**
 * The machine's load averages when a bench starts; `line()` adds them at its end, with the wall time. Benches
 * on 2 shared cores swing with whatever else runs, so every bench prints the load its figures met.
 */
export function machineLoad(): { line(): string } {
  const atStart = averages();
  const started = performance.now();
  return {
    line: () =>
      `machine load (1 / 5 / 15 min averages) at start ${atStart}, at end ${averages()}; ` +
      `wall time ${((performance.now() - started) / 1000).toFixed(1)} s`,
  };
}
