import { loadavg } from "node:os";
import { startLocalNetwork } from "../e2e/support/localNetwork";
import { type LighthouseFigures, type Preset, runLighthouse } from "./lighthouseRun";
import { percentile } from "./percentile";

/*
 * Lighthouse's performance category (issue #18 item 1) on the routes a person opens first, against the whole
 * local network that `npm start` runs (fresh, --quiet, on free ports): its mobile preset (Lighthouse's default:
 * a mid phone, simulated slow 4G and 4x CPU slowdown) and its desktop preset. Every run is a first visit in a
 * fresh Chromium profile (storage cleared, so the disclaimer shows), as Lighthouse's CLI measures it.
 * LIGHTHOUSE_RUNS runs per route and preset (default 3), interleaved so that every series meets the same load.
 */

const ROUTES = ["/home", "/amm/swap", "/pools/standard", "/wallet"] as const;
const PRESETS: readonly Preset[] = ["mobile", "desktop"];
const RUNS_TEXT = process.env.LIGHTHOUSE_RUNS ?? "3";
if (!/^[1-9]\d?$/.test(RUNS_TEXT))
  throw new Error(`LIGHTHOUSE_RUNS must be a whole number 1-99, got '${RUNS_TEXT}'`);
const RUNS = Number(RUNS_TEXT);
/** Issue #18's targets: mobile >= 95 (LCP < 2.5 s, TBT < 200 ms, CLS < 0.05), desktop 100. */
const TARGET_SCORE: Record<Preset, number> = { mobile: 95, desktop: 100 };

interface Sample extends LighthouseFigures {
  /** The 1-minute load average just before the run. */
  load: number;
}

const now = () => performance.now();
const ms = (value: number) => (value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const fixed = (digits: number) => (value: number) => value.toFixed(digits);
const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");

/** "median (min-max)" of one figure over a series; the median alone when every run gave the same. */
function medianSpread(samples: readonly Sample[], pick: (s: Sample) => number, show: (v: number) => string) {
  const sorted = samples.map(pick).sort((a, b) => a - b);
  const [low, high] = [sorted[0] ?? 0, sorted.at(-1) ?? 0];
  const median = show(percentile(sorted, 0.5));
  return show(low) === show(high) ? median : `${median} (${show(low)}-${show(high)})`;
}

function seriesLine(route: string, preset: Preset, samples: readonly Sample[]): string {
  const at = (pick: (s: Sample) => number, show: (v: number) => string) => medianSpread(samples, pick, show);
  return (
    `lighthouse: ${route.padEnd(15)} ${preset.padEnd(7)} score ${at((s) => s.score, fixed(0))} ` +
    `(target ${TARGET_SCORE[preset]}), LCP ${at((s) => s.lcpMs, ms)}, TBT ${at((s) => s.tbtMs, ms)}, ` +
    `CLS ${at((s) => s.cls, fixed(3))}, FCP ${at((s) => s.fcpMs, ms)}, longest task ${at((s) => s.longestTaskMs, ms)}, ` +
    `JS ${at((s) => s.scriptBytes, kB)} in ${at((s) => s.scriptRequests, fixed(0))} script requests; ` +
    `1-min load ${at((s) => s.load, fixed(2))}`
  );
}

async function main(): Promise<void> {
  const started = now();
  const loadAtStart = loadavg();
  const network = await startLocalNetwork();
  // Ctrl+C: the local network runs in its own process group, so it is stopped here, not left behind.
  process.once("SIGINT", () => void network.stop().finally(() => process.exit(130)));
  const samples = new Map<string, Sample[]>();
  const warnings = new Map<string, number>();
  const loadBeforeRuns = loadavg();
  let loadAfterRuns = loadBeforeRuns;
  try {
    console.log(
      `lighthouse: Lighthouse performance, ${RUNS} run(s) per route and preset, first visits to the local network ` +
        `at ${network.url} (ready in ${ms(now() - started)}); machine load (1 / 5 / 15 min) before the runs ` +
        loads(loadBeforeRuns),
    );
    for (let run = 1; run <= RUNS; run++) {
      for (const route of ROUTES) {
        for (const preset of PRESETS) {
          const load = loadavg()[0] ?? 0;
          const figures = await runLighthouse(`${network.url}${route}`, preset);
          const key = `${route} ${preset}`;
          samples.set(key, [...(samples.get(key) ?? []), { ...figures, load }]);
          for (const warning of figures.warnings) warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
          console.log(
            `lighthouse:   run ${run}/${RUNS} ${route} ${preset}: ${figures.score}, LCP ${ms(figures.lcpMs)}, ` +
              `TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)} (load ${load.toFixed(2)}, ` +
              `benchmarkIndex ${Math.round(figures.benchmarkIndex)})`,
          );
        }
      }
    }
    loadAfterRuns = loadavg();
  } finally {
    await network.stop();
  }

  for (const preset of PRESETS)
    for (const route of ROUTES)
      console.log(seriesLine(route, preset, samples.get(`${route} ${preset}`) ?? []));
  const indexes = [...samples.values()].flat().map((s) => s.benchmarkIndex);
  console.log(
    `lighthouse: benchmarkIndex (Lighthouse's CPU measure; its mid phone is ~1000) ` +
      `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`,
  );
  for (const [warning, count] of warnings)
    console.log(`lighthouse: warning (${count} of the runs): ${warning}`);
  console.log(
    `lighthouse: machine load (1 / 5 / 15 min averages) at start ${loads(loadAtStart)}, before the runs ` +
      `${loads(loadBeforeRuns)}, after them ${loads(loadAfterRuns)}; wall time ${ms(now() - started)}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
