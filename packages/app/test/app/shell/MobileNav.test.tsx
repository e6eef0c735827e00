// @vitest-environment happy-dom
import { ThemeProvider } from "@mui/material/styles";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MobileNav } from "../../../src/app/shell/MobileNav";
import { HEADER_NAV, isNavGroup } from "../../../src/app/shell/navigation";
import { theme } from "../../../src/app/theme";

afterEach(cleanup);

function renderOpenMenu() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <MobileNav open onClose={() => {}} onSoonToLaunch={() => {}} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen.getByRole("dialog", { name: "Menu" });
}

describe("the small-screen menu's structure (axe: aria-dialog-name, list)", () => {
  it("is a dialog named 'Menu'", () => {
    expect(renderOpenMenu()).toBeTruthy();
  });

  it("every list holds list items only; each group is its own list named by the group", () => {
    const menu = renderOpenMenu();
    for (const list of menu.querySelectorAll("ul"))
      for (const child of list.children) expect(child.tagName, list.outerHTML.slice(0, 80)).toBe("LI");
    for (const group of HEADER_NAV.filter(isNavGroup)) {
      const list = within(menu).getByRole("list", { name: group.label });
      expect(within(list).getAllByRole("listitem")).toHaveLength(group.entries.length);
    }
  });
});
