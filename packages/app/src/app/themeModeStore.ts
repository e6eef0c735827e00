import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { browserStorage } from "../shared/storage/browserStorage";
import type { ThemeMode } from "./themePalettes";

/** Where the user's choice is remembered; absent (or unreadable) means: follow the system. */
export const THEME_MODE_STORAGE_KEY = "ux.themeMode";

/** The system's preference: light when it asks for light, else dark (the app's original look). */
export const PREFERS_LIGHT_QUERY = "(prefers-color-scheme: light)";

export interface ThemeModeState {
  /** The user's choice, or null to follow the system. */
  readonly choice: ThemeMode | null;
  /** The system's preference, kept current while the page is open. */
  readonly system: ThemeMode;
  /** Switches to the other scheme and remembers that choice. */
  toggle(): void;
}

/** The scheme in force. */
export const themeModeOf = (state: ThemeModeState): ThemeMode => state.choice ?? state.system;

/** The stored choice, read strictly: exactly 'light' or 'dark'; anything else follows the system. */
export function readStoredThemeMode(text: string | null): ThemeMode | null {
  return text === "light" || text === "dark" ? text : null;
}

type ThemeStorage = Pick<Storage, "getItem" | "setItem">;
interface PreferenceQuery {
  readonly matches: boolean;
  addEventListener(type: "change", listener: () => void): void;
}

/**
 * A theme mode store over `storage` (null: nothing is kept) and the system's `prefers-color-scheme: light`
 * query (null where the browser has none: dark).
 */
export function createThemeModeStore(
  storage: ThemeStorage | null,
  prefersLight: PreferenceQuery | null,
): StoreApi<ThemeModeState> {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(THEME_MODE_STORAGE_KEY) ?? null;
  } catch {
    // Blocked storage: follow the system.
  }
  const systemMode = (): ThemeMode => (prefersLight?.matches ? "light" : "dark");
  const store = createStore<ThemeModeState>()((set, get) => ({
    choice: readStoredThemeMode(stored),
    system: systemMode(),
    toggle() {
      const next: ThemeMode = themeModeOf(get()) === "dark" ? "light" : "dark";
      try {
        storage?.setItem(THEME_MODE_STORAGE_KEY, next);
      } catch {
        // A full or blocked storage: the choice holds for this visit only.
      }
      set({ choice: next });
    },
  }));
  prefersLight?.addEventListener("change", () => store.setState({ system: systemMode() }));
  return store;
}

/** The app's one theme mode. */
export const themeModeStore = createThemeModeStore(
  browserStorage(),
  typeof matchMedia === "function" ? matchMedia(PREFERS_LIGHT_QUERY) : null,
);

export function useThemeMode(): ThemeMode {
  return useStore(themeModeStore, themeModeOf);
}

/**
 * Mirrors the mode on the document element (`data-theme` and `color-scheme`) now and on every change, so the
 * page's canvas and scrollbars match before React's first paint.
 */
export function reflectThemeMode(store: StoreApi<ThemeModeState>, root: HTMLElement): () => void {
  const apply = (mode: ThemeMode) => {
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
  };
  apply(themeModeOf(store.getState()));
  return store.subscribe((state) => apply(themeModeOf(state)));
}
