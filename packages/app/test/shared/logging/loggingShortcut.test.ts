import { describe, expect, it } from "vitest";
import {
  isLoggingShortcut,
  loggingNotice,
  type ShortcutKeyEvent,
} from "../../../src/shared/logging/loggingShortcut";
import { loggingStore } from "../../../src/shared/logging/loggingStore";

const key = (overrides: Partial<ShortcutKeyEvent>): ShortcutKeyEvent => ({
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  key: "n",
  code: "KeyN",
  ...overrides,
});

describe("Alt+N logging shortcut", () => {
  it("matches Alt+N, by physical key or by character", () => {
    expect(isLoggingShortcut(key({ altKey: true }))).toBe(true);
    expect(isLoggingShortcut(key({ altKey: true, key: "˜" }))).toBe(true);
    expect(isLoggingShortcut(key({ altKey: true, key: "N", code: "" }))).toBe(true);
  });

  it("ignores N without Alt, other modifiers and other keys", () => {
    expect(isLoggingShortcut(key({}))).toBe(false);
    expect(isLoggingShortcut(key({ altKey: true, ctrlKey: true }))).toBe(false);
    expect(isLoggingShortcut(key({ altKey: true, metaKey: true }))).toBe(false);
    expect(isLoggingShortcut(key({ altKey: true, shiftKey: true }))).toBe(false);
    expect(isLoggingShortcut(key({ altKey: true, key: "m", code: "KeyM" }))).toBe(false);
  });

  it("toggles logging off -> on -> off with the matching notice", () => {
    expect(loggingStore.getState().enabled).toBe(false);
    const first = loggingStore.getState().toggle();
    expect(first).toBe(true);
    expect(loggingNotice(first)).toBe("Logging enabled");
    const second = loggingStore.getState().toggle();
    expect(second).toBe(false);
    expect(loggingNotice(second)).toBe("Logging disabled");
  });
});
