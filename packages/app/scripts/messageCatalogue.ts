import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { placeholdersOf } from "@ux/core/text";
import ts from "typescript";

/*
 * The message catalogue (issue #17): every user-visible text of the app is an English message id, found in
 * the sources by its marker: `t("...")` in the app, `msg("...")` and `fillMessage("...", ...)` in the app and
 * in core (whose rules return English texts the app renders through `translate`). public/locales/en.json lists
 * them all; a translation is one more file there, and index.json lists the translations the app may fetch.
 */

const APP_DIR = fileURLToPath(new URL("../", import.meta.url));
export const SOURCE_DIRS = [join(APP_DIR, "src"), join(APP_DIR, "../core/src")];
export const LOCALES_DIR = join(APP_DIR, "public/locales");
export const ENGLISH_FILE = "en.json";
export const MANIFEST_FILE = "index.json";

/**
 * Attributes whose literal value is shown or read out to the user, so it must come from the catalogue: the
 * usual ones, and any component prop named like a text (emptyText, secondaryLabel, ...).
 */
const SHOWN_ATTRIBUTE =
  /^(aria-label|aria-valuetext|alt|helperText|hint|label|placeholder|subheading|title|titleAccess)$|(Text|Label|Title)$/;
const HAS_LETTER = /\p{L}/u;

export interface Extraction {
  ids: Set<string>;
  /** 'file:line: what' for every marker with a non-literal id and every literal text left outside t(). */
  errors: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => join(dir, file));
}

/** A literal's text; a long text may be literals joined with + across lines. */
function literalText(node: ts.Node | undefined): string | null {
  if (node === undefined) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

/** The ids and problems of one source file (`isApp`: t() and JSX are the app's; core has neither). */
export function extractFromSource(fileName: string, text: string, isApp: boolean, into: Extraction): void {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const id = literalText(node.arguments[0]);
      if (callee === "msg" || (isApp && callee === "t")) {
        if (id === null) into.errors.push(`${where(node)}: ${callee}() needs a string literal id`);
        else into.ids.add(id);
      } else if (callee === "fillMessage" && id !== null) into.ids.add(id);
    } else if (isApp && ts.isJsxText(node) && HAS_LETTER.test(node.text)) {
      into.errors.push(`${where(node)}: text outside t(): "${node.text.trim()}"`);
    } else if (isApp && ts.isJsxAttribute(node) && SHOWN_ATTRIBUTE.test(node.name.getText(source))) {
      const value = literalText(node.initializer);
      if (value !== null && HAS_LETTER.test(value))
        into.errors.push(`${where(node)}: ${node.name.getText(source)} outside t(): "${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Every message id of the app and of core, with the problems found on the way. */
export function extractMessages(dirs: readonly string[] = SOURCE_DIRS): Extraction {
  const extraction: Extraction = { ids: new Set(), errors: [] };
  for (const dir of dirs) {
    const isApp = dir === SOURCE_DIRS[0];
    for (const file of sourceFiles(dir))
      extractFromSource(relative(APP_DIR, file), readFileSync(file, "utf8"), isApp, extraction);
  }
  return extraction;
}

/** en.json's text: every id mapped to itself (a translator's template), sorted, one per line. */
export function englishCatalogue(ids: Iterable<string>): string {
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify(Object.fromEntries(sorted.map((id) => [id, id])), null, 2)}\n`;
}

/** The translation files in the locales folder, by language tag. */
export function translationFiles(dir: string = LOCALES_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && file !== ENGLISH_FILE && file !== MANIFEST_FILE)
    .sort();
}

/** index.json's text: the languages that have a translation. */
export function manifest(files: readonly string[]): string {
  return `${JSON.stringify(files.map((file) => file.replace(/\.json$/, "")))}\n`;
}

/** What is wrong with a translation: ids English does not have, placeholders that differ from English's. */
export function translationProblems(translation: unknown, english: ReadonlySet<string>): string[] {
  if (typeof translation !== "object" || translation === null || Array.isArray(translation))
    return ["not a JSON object of id -> text"];
  const problems: string[] = [];
  for (const [id, text] of Object.entries(translation)) {
    if (typeof text !== "string") problems.push(`"${id}": not a text`);
    else if (!english.has(id)) problems.push(`"${id}": not an id of the English catalogue`);
    else if (placeholdersOf(id).join() !== placeholdersOf(text).join())
      problems.push(`"${id}": placeholders {${placeholdersOf(text).join("}, {")}} differ from English's`);
  }
  return problems;
}
