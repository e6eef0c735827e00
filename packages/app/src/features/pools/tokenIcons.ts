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
