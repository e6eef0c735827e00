import { percentile } from "../percentile";

/** One figure over repeated runs: the per-run values and their median and range. */
export interface Series {
  readonly values: readonly number[];
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: number;
}

/**
 * How many times a bench repeats its measurement: BENCH_RUNS when set (one knob for every bench, so a quick
 * or a thorough pass needs no code change), else the bench's own default.
 */
export function benchRuns(defaultRuns: number): number {
  const text = process.env.BENCH_RUNS;
  if (text === undefined || text === "") return defaultRuns;
  if (!/^[1-9]\d?$/.test(text)) throw new Error(`BENCH_RUNS must be a whole number 1-99, got '${text}'`);
  return Number(text);
}

/** The median and range of per-run values. */
export function seriesOf(values: readonly number[]): Series {
  if (values.length === 0) throw new Error("a series needs at least one run");
  const sorted = [...values].sort((a, b) => a - b);
  return {
    values,
    median: percentile(sorted, 0.5),
    min: sorted[0] as number,
    max: sorted.at(-1) as number,
    runs: sorted.length,
  };
}

/**
 * Runs every case once per run, alternating the cases inside each run so that all of them meet the same
 * machine load; each case returns its figure for that run.
 */
export async function measureRuns<Case extends string>(
  runs: number,
  cases: Record<Case, (run: number) => number | Promise<number>>,
): Promise<Record<Case, Series>> {
  const names = Object.keys(cases) as Case[];
  const values = new Map<Case, number[]>(names.map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const name of names) values.get(name)?.push(await cases[name](run));
  }
  return Object.fromEntries(names.map((name) => [name, seriesOf(values.get(name) ?? [])])) as Record<
    Case,
    Series
  >;
}

/** Per-run ratios of two series measured in the same runs (a paired ratio cancels a load shared by both). */
export function ratioSeries(numerator: Series, denominator: Series): Series {
  return seriesOf(numerator.values.map((value, i) => value / (denominator.values[i] ?? Number.NaN)));
}

/** Per-run rates (1 / value) of a series of times, for `speedComparison`, which wants higher as faster. */
export function ratesOf(times: Series): Series {
  return seriesOf(times.values.map((time) => 1 / time));
}

/** "12.3 ms (11.0-13.5 ms)": the median, then the range; the median alone when the range shows the same. */
export function formatSpread(series: Series, show: (value: number) => string, unit = ""): string {
  const [median, low, high] = [series.median, series.min, series.max].map(show);
  return low === high ? `${median}${unit}` : `${median}${unit} (${low}-${high}${unit})`;
}

/** "12.3 ms, median of 7 runs (11.0-13.5 ms)"; `said` goes after the median ("3.1x faster than X, ..."). */
export function medianOfRuns(series: Series, show: (value: number) => string, unit = "", said = ""): string {
  const range = series.runs > 1 ? ` (${show(series.min)}-${show(series.max)}${unit})` : "";
  const runs = `${series.runs} run${series.runs === 1 ? "" : "s"}`;
  return `${show(series.median)}${unit}${said}, median of ${runs}${range}`;
}

const times = (ratio: number) => ratio.toFixed(ratio < 10 ? 2 : 1);

/**
 * "core 3.1x faster than the peer, median of 7 runs (2.8-3.4x)" from two series of rates (higher is faster)
 * measured in the same runs; turned round to "slower" when the subject is the slower one.
 */
export function speedComparison(
  subject: string,
  subjectRates: Series,
  peer: string,
  peerRates: Series,
): string {
  const ratio = ratioSeries(subjectRates, peerRates);
  return ratio.median >= 1
    ? `${subject} ${medianOfRuns(ratio, times, "x", ` faster than ${peer}`)}`
    : `${subject} ${medianOfRuns(ratioSeries(peerRates, subjectRates), times, "x", ` slower than ${peer}`)}`;
}
