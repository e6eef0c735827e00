/** Spec 2 §9: the list shows a count instead of icons over 5 tokens. */
export const LIST_TOKEN_ICON_LIMIT = 5;
/** Spec 2 §9: the detail page's icon strip scrolls (and shows a count) above 7 tokens. */
export const DETAIL_TOKEN_STRIP_LIMIT = 7;

export function exceedsTokenLimit(count: number, limit: number): boolean {
  return count > limit;
}

/** A stable hue per symbol, so a token's letter avatar has the same colour on every page. */
export function avatarHue(symbol: string): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** The letters of a token's avatar: its first two characters ('UTX' -> 'UT'). */
export function avatarLetters(symbol: string): string {
  return symbol.slice(0, 2);
}
