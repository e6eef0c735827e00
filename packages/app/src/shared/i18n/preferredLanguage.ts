/** A language tag safe to put in a file name: 'de', 'pt-BR', 'zh-Hant-TW'. */
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export function isLanguageTag(value: unknown): value is string {
  return typeof value === "string" && TAG.test(value);
}

const baseOf = (tag: string) => tag.split("-")[0] ?? tag;

/**
 * The translation to show for the user's languages (in order of preference): the first language that has
 * one, by its exact tag or else its base language; null when English or nothing translated comes first.
 */
export function preferredTranslation(
  languages: readonly string[],
  available: readonly string[],
): string | null {
  const byLowerCase = new Map(available.map((tag) => [tag.toLowerCase(), tag]));
  for (const language of languages) {
    const match = byLowerCase.get(language.toLowerCase()) ?? byLowerCase.get(baseOf(language).toLowerCase());
    if (match !== undefined) return match;
    if (baseOf(language).toLowerCase() === "en") return null;
  }
  return null;
}
