import { fillMessage } from "@ux/core/text";
import type { Translate } from "./catalogueStore";

/** A translation file's content: English id -> translated text (ids it lacks stay English). */
export type Translation = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

interface ParametricId {
  /** Matches the id's English text once filled, capturing each placeholder's value. */
  pattern: RegExp;
  names: string[];
  translated: string;
}

/**
 * Translated ids with placeholders and some fixed text, as patterns: core rules return their texts already
 * filled ('Minimum is 0.1 UTX'), so `translate` recognises them by their template to translate them.
 */
function parametricIds(translation: Translation): ParametricId[] {
  const found: ParametricId[] = [];
  for (const [id, translated] of Object.entries(translation)) {
    const names = Array.from(id.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
    const fixed = id.replace(PLACEHOLDER, "");
    if (names.length === 0 || fixed.trim() === "") continue;
    const source = id
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? "(.+?)" : part.replace(REGEX_SPECIAL, "\\$&")))
      .join("");
    found.push({ pattern: new RegExp(`^${source}$`, "s"), names, translated });
  }
  return found;
}

/**
 * The Translate of a translation: an id's translated text, or for a filled text of a translated template
 * that template translated with the same values (values that are ids themselves translated too); English
 * for anything else.
 */
export function translatorFor(translation: Translation): Translate {
  const has = (id: string) => Object.hasOwn(translation, id);
  const parametric = parametricIds(translation);
  const recognised = new Map<string, string>();
  const recognise = (text: string): string => {
    const known = recognised.get(text);
    if (known !== undefined) return known;
    let result = text;
    for (const { pattern, names, translated } of parametric) {
      const match = pattern.exec(text);
      if (match === null) continue;
      const values: Record<string, string> = {};
      names.forEach((name, i) => {
        const value = match[i + 1] ?? "";
        values[name] = has(value) ? (translation[value] as string) : value;
      });
      result = fillMessage(translated, values);
      break;
    }
    recognised.set(text, result);
    return result;
  };
  return (id, values) => {
    if (has(id)) return fillMessage(translation[id] as string, values);
    return values === undefined ? recognise(id) : fillMessage(id, values);
  };
}
