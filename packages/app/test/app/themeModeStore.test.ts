import { describe, expect, it } from "vitest";
import {
  createThemeModeStore,
  readStoredThemeMode,
  reflectThemeMode,
  THEME_MODE_STORAGE_KEY,
  themeModeOf,
} from "../../src/app/themeModeStore";
import { memoryStorage } from "../shared/memoryStorage";

/** A `prefers-color-scheme: light` query the test flips, as the system settings would. */
function systemPreference(light: boolean) {
  const listeners: (() => void)[] = [];
  return {
    matches: light,
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    change(nowLight: boolean) {
      this.matches = nowLight;
      for (const listener of listeners) listener();
    },
  };
}

const modeOf = (store: ReturnType<typeof createThemeModeStore>) => themeModeOf(store.getState());

describe("the theme mode", () => {
  it("follows the system preference when nothing is stored, and while it changes", () => {
    const system = systemPreference(true);
    const store = createThemeModeStore(memoryStorage(), system);
    expect(store.getState().choice).toBeNull();
    expect(modeOf(store)).toBe("light");
    system.change(false);
    expect(modeOf(store)).toBe("dark");
    expect(modeOf(createThemeModeStore(memoryStorage(), systemPreference(false)))).toBe("dark");
  });

  it("is dark, the app's original look, where the browser has no preference query", () => {
    expect(modeOf(createThemeModeStore(memoryStorage(), null))).toBe("dark");
  });

  it("remembers the toggled choice across reloads, over the system preference", () => {
    const storage = memoryStorage();
    const store = createThemeModeStore(storage, systemPreference(false));
    store.getState().toggle();
    expect(modeOf(store)).toBe("light");
    expect(storage.items.get(THEME_MODE_STORAGE_KEY)).toBe("light");

    const system = systemPreference(false);
    const reloaded = createThemeModeStore(storage, system);
    expect(reloaded.getState().choice).toBe("light");
    expect(modeOf(reloaded)).toBe("light");
    system.change(true);
    system.change(false);
    expect(modeOf(reloaded)).toBe("light");

    reloaded.getState().toggle();
    expect(storage.items.get(THEME_MODE_STORAGE_KEY)).toBe("dark");
    expect(modeOf(createThemeModeStore(storage, systemPreference(true)))).toBe("dark");
  });

  it("reads the stored choice strictly: anything but 'light' or 'dark' follows the system", () => {
    expect(readStoredThemeMode("light")).toBe("light");
    expect(readStoredThemeMode("dark")).toBe("dark");
    for (const garbage of [null, "", "Light", " dark", "dark ", '"dark"', "system", "auto", "1", "{}"])
      expect(readStoredThemeMode(garbage), String(garbage)).toBeNull();
    const store = createThemeModeStore(
      memoryStorage({ [THEME_MODE_STORAGE_KEY]: "DARK" }),
      systemPreference(true),
    );
    expect(store.getState().choice).toBeNull();
    expect(modeOf(store)).toBe("light");
  });

  it("works without storage, or with a storage that refuses, for this visit only", () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    for (const storage of [null, refusing]) {
      const store = createThemeModeStore(storage, systemPreference(true));
      expect(modeOf(store)).toBe("light");
      store.getState().toggle();
      expect(modeOf(store)).toBe("dark");
    }
  });

  it("mirrors the mode on the document element at once and on every change", () => {
    const store = createThemeModeStore(memoryStorage(), systemPreference(false));
    const root = { dataset: {} as DOMStringMap, style: { colorScheme: "" } } as unknown as HTMLElement;
    const stop = reflectThemeMode(store, root);
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.colorScheme).toBe("dark");
    store.getState().toggle();
    expect(root.dataset.theme).toBe("light");
    expect(root.style.colorScheme).toBe("light");
    stop();
  });
});
