/** A stable hue per symbol, so a token's letter avatar has the same colour on every page. */
export function avatarHue(symbol: string): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * The letters of a token's avatar: the whole symbol up to 4 characters ('UTX', 'TLOS'), else its first 4
 * ('UTXRAM' -> 'UTXR'), so tokens sharing a prefix (UTX, UTXRAM) still look different.
 */
export function avatarLetters(symbol: string): string {
  return symbol.slice(0, 4);
}

/** Font size that fits the letters in a circle of `size` px. */
export function avatarFontSize(letters: string, size: number): number {
  const scale = letters.length <= 2 ? 0.4 : letters.length === 3 ? 0.34 : 0.27;
  return Math.round(size * scale);
}
