/**
 * Outcome of parsing untrusted text. User input never throws: callers branch on `ok` and show `error`
 * (a readable sentence) to the user; `code` lets code and tests tell the failure kinds apart.
 */
export type ParseResult<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: Code; readonly error: string };

export function parsed<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function failed<Code extends string>(
  code: Code,
  error: string,
): { readonly ok: false; readonly code: Code; readonly error: string } {
  return { ok: false, code, error };
}
