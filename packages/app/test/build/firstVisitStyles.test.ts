// @vitest-environment happy-dom
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import createCache from "@emotion/cache";
import { type CSSObject, serializeStyles } from "@emotion/serialize";
import { insertStyles } from "@emotion/utils";
import type { IndexHtmlTransformHook } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adoptableStyleElement,
  firstVisitStyles,
  readCapturedStyles,
  styleNamesOf,
} from "../../vite.config.firstVisitStyles";

/** The rules emotion's own compiler makes of a style, as a page would insert them under Material's key. */
function rulesOf(style: CSSObject) {
  const serialized = serializeStyles([style], {});
  const rules: string[] = [];
  // A cache of another key, so that it adopts nothing; the selector is the 'css' class Material's cache uses.
  const compiler = createCache({ key: "compile", container: document.createElement("div") });
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<
    typeof compiler.insert
  >[2];
  compiler.insert(`.css-${serialized.name}`, serialized, sheet, false);
  return { serialized, rules };
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("styleNamesOf", () => {
  it("names each rule's style once, labels, media queries and nested selectors included", () => {
    expect(
      styleNamesOf([
        ".css-1abc-MuiButton-root{color:red;}",
        ".css-1abc-MuiButton-root:hover{color:blue;}",
        "@media (min-width:600px){.css-1abc-MuiButton-root{color:green;}}",
        ".css-9xyz .MuiSvgIcon-root{width:1em;}",
        "@keyframes animation-q1w2{0%{opacity:0;}100%{opacity:1;}}",
      ]),
    ).toEqual(["1abc-MuiButton-root", "9xyz", "animation-q1w2"]);
  });

  it("gives a literal @keyframes no name of its own (it belongs to the style inserted with it)", () => {
    expect(
      styleNamesOf([".css-spin1{animation:spin 1s;}", "@keyframes spin{to{transform:rotate(1turn);}}"]),
    ).toEqual(["spin1"]);
  });
});

describe("adoptableStyleElement", () => {
  it("lists every name in emotion's attribute and every rule in its text", () => {
    const rules = [".css-a1{color:red;}", ".css-b2:hover{color:blue;}"];
    expect(adoptableStyleElement(rules)).toBe(
      `<style data-emotion="css a1 b2" data-s="">${rules.join("")}</style>`,
    );
  });

  it("refuses a rule that would end the element early", () => {
    expect(() => adoptableStyleElement(['.css-a1::after{content:"</style>";}'])).toThrow("'</style'");
  });

  it("is adopted by emotion's cache: a captured style is not inserted again, a new one is", () => {
    const captured = rulesOf({ label: "MuiTest-root", color: "red", "&:hover": { color: "blue" } });
    const fresh = rulesOf({ label: "MuiOther-root", color: "green" });
    expect(captured.rules.length).toBe(2);
    document.head.innerHTML = adoptableStyleElement(captured.rules);

    const cache = createCache({ key: "css" });
    const insert = vi.spyOn(cache.sheet, "insert");
    expect(cache.inserted[captured.serialized.name]).toBe(true);
    insertStyles(cache, captured.serialized, false);
    expect(insert).not.toHaveBeenCalled();
    insertStyles(cache, fresh.serialized, false);
    expect(insert).toHaveBeenCalledWith(fresh.rules[0]);
  });
});

describe("readCapturedStyles", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });
  const fileWith = (text: string) => {
    folder = mkdtempSync(join(tmpdir(), "ux-styles-"));
    const path = join(folder, "styles.json");
    writeFileSync(path, text);
    return path;
  };

  it("refuses a file that is not the capture's shape", () => {
    expect(() => readCapturedStyles(fileWith('{"rules": [1]}'))).toThrow("expected { capturedWith");
    expect(() => readCapturedStyles(fileWith("{"))).toThrow();
  });

  it("reads the committed capture: routes, and rules that name their styles", () => {
    const captured = readCapturedStyles();
    expect(captured.routes).toContain("/amm/swap");
    expect(new Set(captured.rules).size).toBe(captured.rules.length);
    expect(styleNamesOf(captured.rules.slice(0, 1))).toHaveLength(1);
  });
});

describe("the plugin", () => {
  const transformWith = (file: string) => {
    const hook = firstVisitStyles(file).transformIndexHtml as IndexHtmlTransformHook;
    return (html: string) => hook.call({} as never, html, {} as never);
  };
  let folder: string | undefined;
  afterEach(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });
  const captureFile = (rules: string[]) => {
    folder = mkdtempSync(join(tmpdir(), "ux-styles-"));
    const path = join(folder, "styles.json");
    writeFileSync(path, JSON.stringify({ capturedWith: "test", routes: ["/home"], rules }));
    return path;
  };
  const HTML = "<html><head><title>t</title></head><body></body></html>";

  it("puts the element in the head", async () => {
    const html = await transformWith(captureFile([".css-a1{color:red;}"]))(HTML);
    expect(html).toBe(
      '<html><head><title>t</title>  <style data-emotion="css a1" data-s="">.css-a1{color:red;}</style>\n  </head><body></body></html>',
    );
  });

  it("leaves the page alone when nothing was captured", async () => {
    expect(await transformWith(captureFile([]))(HTML)).toBe(HTML);
  });
});
