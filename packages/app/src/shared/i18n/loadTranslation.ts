import { catalogueStore } from "./catalogueStore";
import { isLanguageTag, preferredTranslation } from "./preferredLanguage";
import { type Translation, translatorFor } from "./translatorFor";

/** The translations the build serves: public/locales/index.json lists their tags. */
export const LOCALES_PATH = "/locales";

/** A translation file as fetched, checked strictly: a plain object of string -> string, or null. */
export function readTranslation(value: unknown): Translation | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  for (const text of Object.values(value)) if (typeof text !== "string") return null;
  return value as Translation;
}

/** The manifest as fetched: its valid language tags (anything else in it is ignored). */
export function readManifest(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isLanguageTag) : [];
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Shows the translation of the user's preferred language, if the build has one; English stays on any
 * failure (a missing or malformed file), since every text has its English id to fall back on.
 */
export async function loadPreferredTranslation(languages: readonly string[]): Promise<void> {
  const language = preferredTranslation(
    languages,
    readManifest(await fetchJson(`${LOCALES_PATH}/index.json`)),
  );
  if (language === null) return;
  const translation = readTranslation(await fetchJson(`${LOCALES_PATH}/${language}.json`));
  if (translation === null) throw new Error(`${LOCALES_PATH}/${language}.json is not a map of texts`);
  catalogueStore.setState({ language, t: translatorFor(translation) });
  document.documentElement.lang = language;
}

/** loadPreferredTranslation for the app's start: a failure is logged, and English stays. */
export function showPreferredTranslation(languages: readonly string[]): Promise<void> {
  return loadPreferredTranslation(languages).catch((error: unknown) =>
    console.warn("translation not loaded; showing English", error),
  );
}
