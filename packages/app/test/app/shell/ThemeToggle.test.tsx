// @vitest-environment happy-dom

import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ThemeToggle } from "../../../src/app/shell/ThemeToggle";
import { themeFor } from "../../../src/app/theme";
import {
  reflectThemeMode,
  THEME_MODE_STORAGE_KEY,
  themeModeStore,
  useThemeMode,
} from "../../../src/app/themeModeStore";

/** What App does: the theme of the mode in force, the document element mirroring it, and the toggle. */
function ThemedToggle() {
  const mode = useThemeMode();
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <CssBaseline enableColorScheme />
      <ThemeToggle />
    </ThemeProvider>
  );
}

let stopReflecting = () => {};

beforeEach(() => {
  localStorage.clear();
  themeModeStore.setState({ choice: null, system: "dark" });
  stopReflecting = reflectThemeMode(themeModeStore, document.documentElement);
});

afterEach(() => {
  stopReflecting();
  cleanup();
});

const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

describe("the header's theme toggle", () => {
  it("offers the other theme, switches to it, and remembers the choice", () => {
    render(<ThemedToggle />);
    const toggle = screen.getByRole("button", { name: "Switch to light theme" });
    expect(document.documentElement.dataset.theme).toBe("dark");
    const darkBackground = bodyBackground();

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-label")).toBe("Switch to dark theme");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(document.documentElement.style.colorScheme).toBe("light");
    expect(bodyBackground()).not.toBe(darkBackground);
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe("light");

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-label")).toBe("Switch to light theme");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(bodyBackground()).toBe(darkBackground);
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe("dark");
  });

  it("is a native button in the tab order, so Tab then Enter or Space works", () => {
    render(<ThemedToggle />);
    const toggle = screen.getByRole("button", { name: "Switch to light theme" });
    expect(toggle.tagName).toBe("BUTTON");
    expect(toggle.tabIndex).toBe(0);
    expect(toggle.hasAttribute("disabled")).toBe(false);
  });

  it("follows a system preference change while no choice is stored", () => {
    render(<ThemedToggle />);
    act(() => themeModeStore.setState({ system: "light" }));
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toBeDefined();
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});
