/** The app's two colour schemes. */
export type ThemeMode = "light" | "dark";

/**
 * Every colour token of one scheme (information takes the primary colour); each text colour reaches WCAG AA
 * (4.5:1) on both backgrounds.
 */
export interface ThemePalette {
  readonly background: string;
  readonly surface: string;
  readonly border: string;
  readonly textPrimary: string;
  readonly textSecondary: string;
  readonly primary: string;
  readonly secondary: string;
  /** Spec colours: buy green, sell red. */
  readonly buy: string;
  readonly sell: string;
  readonly warning: string;
  /** Text on a filled primary, secondary, buy, sell or warning surface (buttons, badges). */
  readonly onColour: string;
  readonly focusRing: string;
}

/** Colour tokens, in one place, per scheme (test/app/themeContrast.test.ts checks their contrast). */
export const PALETTES: Record<ThemeMode, ThemePalette> = {
  dark: {
    background: "#0b1020",
    surface: "#121a2e",
    border: "#26324f",
    textPrimary: "#e8edf7",
    textSecondary: "#9aa6bf",
    primary: "#5b9bff",
    secondary: "#8f7bff",
    buy: "#2ebd85",
    sell: "#f6465d",
    warning: "#f5b94a",
    onColour: "#0b1020",
    focusRing: "#9cc2ff",
  },
  light: {
    background: "#f4f6fb",
    surface: "#ffffff",
    border: "#d2d9e6",
    textPrimary: "#121a2e",
    textSecondary: "#4d5873",
    primary: "#1f5fd6",
    secondary: "#6546d8",
    buy: "#0a7a50",
    sell: "#c8253c",
    warning: "#8a5600",
    onColour: "#ffffff",
    focusRing: "#1f5fd6",
  },
};
