import type { BrowserContext, Page } from "playwright-core";

/*
 * The rules emotion (Material's styling engine) inserts at run time into its main style sheet, recorded in the
 * page from its first script on. The capture of the first visit's styles reads them; the e2e test counts them
 * to see that a first visit adopts the captured styles instead.
 */

declare global {
  interface Window {
    __uxEmotionRules?: string[];
  }
}

export interface RecordingOptions {
  /** Remove the page's captured styles before the app starts, so every rule is inserted (and recorded). */
  withoutCapturedStyles: boolean;
}

/** Records, in every page the context opens from now on, the rules inserted into emotion's 'css' sheet. */
export async function recordEmotionRules(context: BrowserContext, options: RecordingOptions): Promise<void> {
  await context.addInitScript((withoutCaptured: boolean) => {
    const rules: string[] = [];
    window.__uxEmotionRules = rules;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    // Anonymous: a named function would be wrapped by the test runner's transform in a helper the page lacks.
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      const owner = this.ownerNode;
      if (owner instanceof Element && owner.getAttribute("data-emotion") === "css") rules.push(rule);
      return insertRule.call(this, rule, index);
    };
    if (!withoutCaptured) return;
    // Module scripts run after the document is parsed, so the element is gone before emotion looks for it.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      for (const element of Array.from(document.querySelectorAll('style[data-emotion^="css "]')))
        element.remove();
    });
  }, options.withoutCapturedStyles);
}

/** The rules recorded so far in the page's current document. */
export async function recordedEmotionRules(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__uxEmotionRules ?? []);
}
