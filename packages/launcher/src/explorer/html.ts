/**
 * HTML built only through the `html` template: every interpolated value is escaped unless it is already
 * SafeHtml (the output of another `html` template). Chain data is untrusted, so nothing reaches a page as
 * markup by accident: a memo of `<script>` is shown as text.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}

/** What a template accepts: text and numbers are escaped, SafeHtml kept, lists joined, nothing else shown. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false || value === true) return "";
  return escapeHtml(String(value));
}

/** The one way to make markup: `html\`<b>${untrusted}</b>\``. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  for (let index = 0; index < values.length; index++)
    out += render(values[index]) + (strings[index + 1] ?? "");
  return new SafeHtml(out);
}
