/**
 * User-visible texts are English message ids (gettext style): the English text is the id, and the app's
 * message catalogue (packages/app/public/locales, written by `npm run messages`) lists every id it renders,
 * so a translation is one file mapping ids to translated texts.
 */

/** What a message's `{name}` placeholders take; inserted as plain text, never markup. */
export type MessageValues = Readonly<Record<string, string | number | bigint>>;

/**
 * Marks a literal as a message id for the catalogue's extraction and returns it unchanged; the text is
 * translated where it is rendered.
 */
export function msg<const Id extends string>(id: Id): Id {
  return id;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template with each `{name}` replaced by its value as text; a name without a value stays as written. */
export function fillMessage(template: string, values?: MessageValues): string {
  if (values === undefined) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholder names of a template, sorted (a translation must keep exactly these). */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))].sort();
}
