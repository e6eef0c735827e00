import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ENGLISH_FILE,
  englishCatalogue,
  extractMessages,
  LOCALES_DIR,
  MANIFEST_FILE,
  manifest,
  translationFiles,
  translationProblems,
} from "./messageCatalogue";

/*
 * `npm run messages`: writes public/locales/en.json (every message id in the sources) and index.json (the
 * translations there), and reports translations whose ids or placeholders no longer fit.
 */

const { ids, errors } = extractMessages();
if (errors.length > 0) {
  console.error(`messages: ${errors.length} problem(s) in the sources:\n  ${errors.join("\n  ")}`);
  process.exit(1);
}
writeFileSync(join(LOCALES_DIR, ENGLISH_FILE), englishCatalogue(ids));
const files = translationFiles();
writeFileSync(join(LOCALES_DIR, MANIFEST_FILE), manifest(files));
console.log(`messages: ${ids.size} ids in ${ENGLISH_FILE}; translations: ${files.join(", ") || "none"}`);
let failed = false;
for (const file of files) {
  const problems = translationProblems(JSON.parse(readFileSync(join(LOCALES_DIR, file), "utf8")), ids);
  if (problems.length === 0) continue;
  failed = true;
  console.error(`messages: ${file}:\n  ${problems.join("\n  ")}`);
}
if (failed) process.exit(1);
