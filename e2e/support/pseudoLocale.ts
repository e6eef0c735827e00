import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

/*
 * A pseudo translation proves the message catalogue complete: every English id becomes "⟦id⟧" (placeholders
 * kept, so values are filled inside the marks), and any text the page shows outside the marks did not come
 * from the catalogue. The English stays readable inside, so the journeys' English locators still find it.
 */

/** Microsoft's pseudo-locale tag: Chromium accepts it and no real translation will ever use it. */
export const PSEUDO_LANGUAGE = "qps-ploc";
const OPEN = "⟦";
const CLOSE = "⟧";

export function pseudoTranslation(): Record<string, string> {
  const english: Record<string, string> = JSON.parse(
    readFileSync(new URL("../../packages/app/public/locales/en.json", import.meta.url), "utf8"),
  );
  return Object.fromEntries(Object.keys(english).map((id) => [id, `${OPEN}${id}${CLOSE}`]));
}

/** Serves the pseudo translation as the build's only one, as the launcher serves real ones. */
export async function servePseudoTranslation(page: Page): Promise<void> {
  const json = (body: unknown) => ({ contentType: "application/json", body: JSON.stringify(body) });
  await page.route("**/locales/index.json", (route) => route.fulfill(json([PSEUDO_LANGUAGE])));
  await page.route(`**/locales/${PSEUDO_LANGUAGE}.json`, (route) => route.fulfill(json(pseudoTranslation())));
}

export interface ShownText {
  text: string;
  /** The element that shows it (tag, test id) or the attribute that holds it. */
  where: string;
}

/** Every text the page shows or reads out now: visible text nodes, shown attributes, the document title. */
export function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const visible = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const describe = (element: Element) => {
      const testId = element.closest("[data-testid]")?.getAttribute("data-testid");
      return `<${element.tagName.toLowerCase()}>${testId ? ` in [data-testid=${testId}]` : ""}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (text === "" || element === null || element.closest("script, style, noscript") !== null) continue;
      if (visible(element)) found.push({ text, where: describe(element) });
    }
    for (const attribute of ["aria-label", "title", "placeholder", "alt"]) {
      for (const element of Array.from(document.body.querySelectorAll(`[${attribute}]`))) {
        const text = element.getAttribute(attribute)?.trim() ?? "";
        if (text !== "" && visible(element))
          found.push({ text, where: `${attribute} of ${describe(element)}` });
      }
    }
    found.push({ text: document.title, where: "document.title" });
    return found;
  });
}

/*
 * What may show outside the marks (data, not texts): anything without a letter (numbers, amounts,
 * percentages, punctuation), the network's own names (token symbols, accounts, chains, pools and their
 * creators' descriptions: `names`, also as the first letters a token avatar shows), Ethereum's own symbol,
 * hex ids and addresses, public keys, compact figures (1.2K), date and time words, expiries (DEC26), the
 * app's version and the contact address.
 */
const DATA_WORDS = [
  /^ETH$/,
  /^v\d+(\.\d+)+$/,
  /^[^\s@]+@[^\s@]+\.[a-z]+$/,
  /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\d{2}$/,
  /^0x[0-9a-fA-F]+(…[0-9a-fA-F]+)?$/,
  /^[0-9a-f]{8,}(…[0-9a-f]+)?$/,
  /^(EOS|PUB_K1_)[1-9A-HJ-NP-Za-km-z]{20,}$/,
  /^[\d.,]+[KMBT]$/,
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/i,
  /^(AM|PM|UTC)$/,
];
const LETTER = /\p{L}/u;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** The part of a shown text that is neither inside the marks nor data; "" when it is all accounted for. */
export function untranslatedPart(text: string, names: readonly string[]): string {
  let rest = text;
  // Marks nest where a translated text holds another (a value that is itself an id).
  for (let previous = ""; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\d])${name.replace(REGEX_SPECIAL, "\\$&")}(?![\\p{L}\\d])`, "gu"),
      " ",
    );
  }
  return rest
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d…]+$/gu, ""))
    .filter(
      (word) =>
        LETTER.test(word) &&
        !DATA_WORDS.some((pattern) => pattern.test(word)) &&
        !(word.length >= 3 && /^[A-Z]+$/.test(word) && names.some((name) => name.startsWith(word))),
    )
    .join(" ");
}

const NAME_KEYS = new Set([
  "label",
  "productName",
  "symbol",
  "account",
  "name",
  "contract",
  "pool_name",
  "pool_description",
  "core_symbol",
  "sym",
]);

/** The network's own names in a JSON document (the app's /config.json, the AMM summary). */
export function namesIn(document: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(document)) for (const item of document) namesIn(item, into);
  else if (typeof document === "object" && document !== null) {
    for (const [key, value] of Object.entries(document)) {
      if (typeof value === "string" && NAME_KEYS.has(key)) into.add(value.replace(/^\d+,/, ""));
      else namesIn(value, into);
    }
  }
  return into;
}
