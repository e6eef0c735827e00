/** A stable hue per symbol, so a token's letter avatar has the same colour on every page. */
export function avatarHue(symbol: string): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** WCAG AA for the avatar's letters (normal-size text). */
export const AVATAR_LETTER_CONTRAST = 4.5;

type Rgb = readonly [red: number, green: number, blue: number];

/** An HSL colour (hue in degrees, saturation and lightness 0-1) as 0-255 sRGB channels. */
function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2's contrast of white letters on an sRGB colour. */
function contrastWithWhite(rgb: Rgb): number {
  const linear = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
  return 1.05 / (luminance + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, "0")).join("")}`;

/**
 * The avatar's background for a hue: 55% saturation at 40% lightness, or darker where white letters would
 * fall under AA there (yellows and greens are light at the same lightness: 2.9:1 at hue 62).
 */
export function avatarBackgroundOfHue(hue: number): string {
  for (let lightness = 40; lightness > 0; lightness--) {
    const rgb = hslToRgb(hue, 0.55, lightness / 100);
    if (contrastWithWhite(rgb) >= AVATAR_LETTER_CONTRAST) return hex(rgb);
  }
  return "#000000";
}

/** A token's avatar background, the same on every page; its white letters reach AA. */
export function avatarBackground(symbol: string): string {
  return avatarBackgroundOfHue(avatarHue(symbol));
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
