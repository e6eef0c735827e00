import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ENGLISH_FILE,
  type Extraction,
  englishCatalogue,
  extractFromSource,
  extractMessages,
  LOCALES_DIR,
  MANIFEST_FILE,
  manifest,
  translationFiles,
  translationProblems,
} from "../../scripts/messageCatalogue";

const readLocale = (file: string) => readFileSync(join(LOCALES_DIR, file), "utf8");

function extract(source: string, isApp = true, fileName = "x.tsx"): Extraction {
  const extraction: Extraction = { ids: new Set(), errors: [] };
  extractFromSource(fileName, source, isApp, extraction);
  return extraction;
}

describe("the message catalogue", () => {
  const { ids, errors } = extractMessages();

  it("every text in the sources is a literal message id", () => {
    expect(errors, errors.join("\n")).toEqual([]);
  });

  it("en.json lists exactly the ids in the sources (run `npm run messages` after changing a text)", () => {
    expect(readLocale(ENGLISH_FILE)).toBe(englishCatalogue(ids));
  });

  it("index.json lists exactly the translations in the folder", () => {
    expect(readLocale(MANIFEST_FILE)).toBe(manifest(translationFiles()));
  });

  it("every translation uses English ids and keeps each text's placeholders", () => {
    for (const file of translationFiles())
      expect(translationProblems(JSON.parse(readLocale(file)), ids), file).toEqual([]);
  });

  it("holds the spec's texts verbatim, core's rule texts and their templates included", () => {
    for (const id of ["Connect Wallet", "Withdaw All", "Minimum is {min} {symbol}", "Owner key: {problem}"])
      expect(ids.has(id), id).toBe(true);
  });
});

describe("extraction", () => {
  it("reads the literal ids of t(), msg() and fillMessage()", () => {
    const { ids, errors } = extract(
      'const a = msg("Trade"); t("Minimum received {amount}", { amount }); t(`Plain`); fillMessage("Not enough {symbol}", v); msg("A long " + "text");',
    );
    expect([...ids].sort()).toEqual([
      "A long text",
      "Minimum received {amount}",
      "Not enough {symbol}",
      "Plain",
      "Trade",
    ]);
    expect(errors).toEqual([]);
  });

  it("refuses a t() or msg() whose id is not a literal", () => {
    const { errors } = extract(
      "t(label);\nmsg(prefix + name);\nfillMessage(template, values);",
      true,
      "a.ts",
    );
    expect(errors).toEqual([
      "a.ts:1: t() needs a string literal id",
      "a.ts:2: msg() needs a string literal id",
    ]);
  });

  it("refuses JSX text and shown attributes left outside t(), not numbers, symbols or other attributes", () => {
    const { errors } = extract(
      '<Box aria-label="Main" className="x" data-testid="card"><Button title="Go">Accept</Button> {value} — 100% <i>{t("Yes")}</i><T emptyText="None" variant="h2" /></Box>',
    );
    expect(errors).toEqual([
      'x.tsx:1: aria-label outside t(): "Main"',
      'x.tsx:1: title outside t(): "Go"',
      'x.tsx:1: text outside t(): "Accept"',
      'x.tsx:1: emptyText outside t(): "None"',
    ]);
  });

  it("in core reads msg() and fillMessage() only: t there is not the app's", () => {
    const { ids, errors } = extract(
      't(x); msg("Stake"); fillMessage("Not enough {symbol}", v);',
      false,
      "c.ts",
    );
    expect([...ids].sort()).toEqual(["Not enough {symbol}", "Stake"]);
    expect(errors).toEqual([]);
  });
});

describe("translation problems", () => {
  const english = new Set(["Minimum is {min} {symbol}", "Connect Wallet"]);

  it("accepts a partial translation that keeps every placeholder", () => {
    expect(
      translationProblems({ "Minimum is {min} {symbol}": "Mindestens {min} {symbol}" }, english),
    ).toEqual([]);
  });

  it("names a lost or renamed placeholder, an unknown id and a value that is not text", () => {
    expect(
      translationProblems(
        { "Minimum is {min} {symbol}": "Mindestens {min} {token}", Old: "Alt", "Connect Wallet": 3 },
        english,
      ),
    ).toEqual([
      '"Minimum is {min} {symbol}": placeholders {min}, {token} differ from English\'s',
      '"Old": not an id of the English catalogue',
      '"Connect Wallet": not a text',
    ]);
    expect(translationProblems([], english)).toEqual(["not a JSON object of id -> text"]);
  });
});
