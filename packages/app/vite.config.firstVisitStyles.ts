import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import * as z from "zod/mini";

/*
 * The first visit's component styles in the HTML. Material's components are styled at run time: each style is
 * serialized, compiled to CSS rules by stylis and inserted one rule at a time, inside React's commits, so a
 * phone's first render of a trading page spent 200-500 ms (Lighthouse's 4x CPU) in tasks that block taps.
 * Emotion (Material's styling engine) adopts styles that a server put in the page: a `<style
 * data-emotion="css name1 name2 ...">` found when its cache is created marks those names as inserted, and
 * their rules are never compiled or inserted again. The names are hashes of the styles, so a rule adopted
 * this way is exactly the rule the component would have inserted; a style changed since the capture simply
 * has a new name and is inserted at run time as before.
 *
 * The rules are captured from real first visits (`npm run styles:capture`, light scheme, phone and desktop
 * widths); an e2e test fails when the capture no longer covers what a first visit inserts.
 */

/** The captured rules (packages/app/firstVisitStyles.json): emotion's own text, with its vendor prefixes. */
const capturedStylesSchema = z.object({
  /** How the file was made, for a reader who finds it stale. */
  capturedWith: z.string(),
  routes: z.array(z.string()),
  rules: z.array(z.string()),
});
export type CapturedStyles = z.infer<typeof capturedStylesSchema>;

export const CAPTURED_STYLES_FILE = join(dirname(fileURLToPath(import.meta.url)), "firstVisitStyles.json");

/** Emotion's cache key for Material's styles (@emotion/react's default cache). */
const CACHE_KEY = "css";
/** A rule's style name: `.css-<name>` (a hash and labels) or emotion's keyframes, `@keyframes animation-<hash>`. */
const STYLE_NAME = new RegExp(`\\.${CACHE_KEY}-([A-Za-z0-9_-]+)|@keyframes (animation-[A-Za-z0-9_-]+)`);

/**
 * The style names the rules belong to, in first-seen order. A style's rules are inserted together; a rule
 * naming none (a literal `@keyframes` a style declares, which stylis lifts out of its class) belongs to the
 * style inserted with it, whose name another rule gives.
 */
export function styleNamesOf(rules: readonly string[]): string[] {
  const names = new Set<string>();
  for (const rule of rules) {
    const match = STYLE_NAME.exec(rule);
    const name = match?.[1] ?? match?.[2];
    if (name !== undefined) names.add(name);
  }
  return [...names];
}

/** The element emotion adopts: every name in its attribute, every rule in its text. */
export function adoptableStyleElement(rules: readonly string[]): string {
  const css = rules.join("");
  // Text inside <style> ends at the first '</style': a rule holding it would end the element early.
  if (/<\/style/i.test(css)) throw new Error("a captured rule contains '</style'");
  // data-s: emotion would otherwise move the element to the end of the head, and a moved style element's
  // whole sheet is parsed again (~30 ms on this machine for the capture's 100 kB).
  return `<style data-emotion="${CACHE_KEY} ${styleNamesOf(rules).join(" ")}" data-s="">${css}</style>`;
}

/** Reads and checks the captured file (a hand-edited or truncated file fails the build, not the page). */
export function readCapturedStyles(file: string = CAPTURED_STYLES_FILE): CapturedStyles {
  const parsed = capturedStylesSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(
      `${file}: expected { capturedWith, routes: string[], rules: string[] }: ${parsed.error.message}`,
    );
  return parsed.data;
}

/** Puts the captured first-visit styles in the built index.html's head (read before any script runs). */
export function firstVisitStyles(file: string = CAPTURED_STYLES_FILE): Plugin {
  return {
    name: "ux-first-visit-styles",
    // Development builds label their styles (other names), so only a production build carries them.
    apply: "build",
    buildStart() {
      this.addWatchFile(file);
    },
    transformIndexHtml(html) {
      const { rules } = readCapturedStyles(file);
      if (rules.length === 0) return html;
      const element = adoptableStyleElement(rules);
      if (!html.includes("</head>")) throw new Error("index.html has no </head>");
      return html.replace("</head>", () => `  ${element}\n  </head>`);
    },
  };
}
