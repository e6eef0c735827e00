import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { CHROMIUM_PATH } from "../e2e/support/chromium";

/*
 * One Lighthouse performance run of one URL in a fresh Debian Chromium, and the figures read off its report.
 * chrome-launcher (Lighthouse's own launcher) starts /usr/bin/chromium headless with a new temporary profile
 * and a free remote-debugging port; Lighthouse drives it over that port, as its CLI does.
 */

export type Preset = "mobile" | "desktop";

export interface LighthouseFigures {
  /** Performance category score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The longest main-thread task Lighthouse saw (simulated on its mid phone); 0 when none reached 50 ms. */
  longestTaskMs: number;
  /** Bytes over the wire (after compression) of every request Lighthouse saw as a script. */
  scriptBytes: number;
  scriptRequests: number;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; a mid phone is ~1000). */
  benchmarkIndex: number;
  warnings: string[];
}

/** The flags Lighthouse's CLI and chrome-launcher use, plus what this machine needs (root, closed network). */
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic"];

function numeric(report: Result, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse's report has no value for ${audit}`);
  return value;
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

function scripts(report: Result): { bytes: number; requests: number } {
  const details = report.audits["network-requests"]?.details;
  const items = (details?.type === "table" ? details.items : []) as NetworkRequestItem[];
  const scriptItems = items.filter((item) => item.resourceType === "Script");
  return {
    bytes: scriptItems.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: scriptItems.length,
  };
}

interface LongTaskItem {
  duration?: number;
}

function longestTask(report: Result): number {
  const details = report.audits["long-tasks"]?.details;
  const items = (details?.type === "table" ? details.items : []) as LongTaskItem[];
  return Math.max(0, ...items.map((item) => item.duration ?? 0));
}

/** The figures of one report; throws when Lighthouse could not measure (its runtimeError). */
export function figuresOf(report: Result): LighthouseFigures {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = report.categories.performance?.score;
  if (score === undefined || score === null) throw new Error("Lighthouse gave no performance score");
  const { bytes, requests } = scripts(report);
  return {
    score: Math.round(score * 100),
    lcpMs: numeric(report, "largest-contentful-paint"),
    tbtMs: numeric(report, "total-blocking-time"),
    cls: numeric(report, "cumulative-layout-shift"),
    fcpMs: numeric(report, "first-contentful-paint"),
    longestTaskMs: longestTask(report),
    scriptBytes: bytes,
    scriptRequests: requests,
    benchmarkIndex: report.environment.benchmarkIndex,
    warnings: report.runWarnings.map(String),
  };
}

/** Runs Lighthouse's performance category on `url` with its mobile (default) or desktop preset. */
export async function runLighthouse(url: string, preset: Preset): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const exited = new Promise((resolve) => chrome.process.once("exit", resolve));
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    };
    const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
    // The next run starts only once this Chromium is gone, so two never compete for the 2 cores.
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
  }
}
