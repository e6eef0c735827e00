import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/**
 * An axe-core audit of the page as it stands. axe's script is evaluated through the DevTools protocol (as
 * Playwright's page.evaluate does), which the app's Content-Security-Policy (script-src 'self') does not
 * govern, so the page under audit keeps its real CSP; an injected <script> tag would be refused.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** What fails the audit. */
const BLOCKING_IMPACTS: readonly ImpactValue[] = ["serious", "critical"];

/** One element that breaks one rule. */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue;
  /** Where the element is (axe's CSS selector). */
  target: string;
  /** The rule's one-line description, then what axe says is wrong with this element. */
  summary: string;
}

interface AxeWindow {
  axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
}

/** Serious and critical violations of the WCAG A/AA rules on the whole document, each element once. */
export async function auditAccessibility(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe;
    if (axe === undefined) throw new Error("axe-core did not load into the page");
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(" "),
        summary: node.failureSummary ?? "",
      })),
    }));
  }, WCAG_AA_TAGS);
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact,
        target: node.target,
        summary: `${violation.help}: ${node.summary.replace(/\s*\n\s*/g, " ").trim()}`,
      })),
    );
}

/**
 * Findings gathered across pages, grouped by what is wrong (rule and axe's message), each group with the
 * elements and the places it was seen, so one cause shared by many elements and routes reads as one entry.
 */
export class AccessibilityLog {
  private readonly groups = new Map<string, { targets: Set<string>; places: Set<string> }>();

  add(where: string, findings: readonly AxeFinding[]) {
    for (const finding of findings) {
      const key = `${finding.rule} (${finding.impact}): ${finding.summary}`;
      const group = this.groups.get(key) ?? { targets: new Set(), places: new Set() };
      group.targets.add(finding.target);
      group.places.add(where);
      this.groups.set(key, group);
    }
  }

  /** One readable entry per distinct problem: what, where in the page (at most 3 elements), on which routes. */
  lines(): string[] {
    return [...this.groups].map(([problem, { targets, places }]) => {
      const shown = [...targets].slice(0, 3).join(" | ");
      const more = targets.size > 3 ? ` and ${targets.size - 3} more` : "";
      return `${problem}\n    at ${shown}${more}\n    on ${[...places].join("; ")}`;
    });
  }
}

/**
 * Waits until the page's late content (skeletons, progress bars) has given way to the real thing, at most
 * `timeoutMs`; what still loads after that is audited as it stands.
 */
export async function waitForSettledContent(page: Page, timeoutMs = 5_000) {
  const loading = '.MuiSkeleton-root, [role="progressbar"]';
  await page
    .waitForFunction((selector) => document.querySelector(selector) === null, loading, { timeout: timeoutMs })
    .catch(() => {});
}

/** Client-side navigation (as a link click does): the page, its login and its sockets stay. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}
