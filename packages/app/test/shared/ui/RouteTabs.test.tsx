// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteTabs, tabPanelProps } from "../../../src/shared/ui/RouteTabs";
import { nextTabIndex } from "../../../src/shared/ui/tabKeys";

afterEach(cleanup);

const TABS = [
  { value: "a", label: "First" },
  { value: "b", label: "Second" },
  { value: "c", label: "Third" },
] as const;
type Value = (typeof TABS)[number]["value"];

/** A page whose route follows the tabs, as the pools and liquidity pages do. */
function Page({ onChange }: { onChange?: (next: Value) => void }) {
  const [tab, setTab] = useState<Value>("a");
  return (
    <>
      <RouteTabs
        idPrefix="x"
        label="Pool types"
        tabs={TABS}
        value={tab}
        onChange={(next) => {
          onChange?.(next);
          setTab(next);
        }}
      />
      <div {...tabPanelProps("x", tab)}>panel {tab}</div>
    </>
  );
}

const selected = () => screen.getByRole("tab", { selected: true });

describe("RouteTabs", () => {
  it("is a named tab list whose chosen tab labels the panel, and only that tab is in the Tab order", () => {
    render(<Page />);
    expect(screen.getByRole("tablist", { name: "Pool types" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["First", "Second", "Third"]);
    expect(selected().id).toBe("x-tab-a");
    expect(screen.getByRole("tabpanel", { name: "First" }).textContent).toBe("panel a");
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    for (const tab of screen.getAllByRole("tab"))
      expect(tab.getAttribute("aria-controls")).toBe("x-tabpanel");
  });

  it("selects a tab on click", () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    fireEvent.click(screen.getByTestId("x-tab-b"));
    expect(onChange).toHaveBeenCalledWith("b");
    expect(selected().textContent).toBe("Second");
    expect(screen.getByRole("tabpanel", { name: "Second" })).toBeTruthy();
  });

  it("moves focus and selection with the arrows, Home and End, and ignores other keys", () => {
    render(<Page />);
    const list = screen.getByRole("tablist");
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(selected().textContent).toBe("Second");
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(list, { key: "End" });
    expect(selected().textContent).toBe("Third");
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(selected().textContent).toBe("First");
    fireEvent.keyDown(list, { key: "ArrowLeft" });
    expect(selected().textContent).toBe("Third");
    fireEvent.keyDown(list, { key: "Home" });
    expect(selected().textContent).toBe("First");
    fireEvent.keyDown(list, { key: "a" });
    expect(selected().textContent).toBe("First");
    expect(document.activeElement).toBe(selected());
  });
});

describe("nextTabIndex", () => {
  it("steps with wrap-around, jumps to the ends, and knows no other key", () => {
    expect(nextTabIndex("ArrowRight", 1, 3)).toBe(2);
    expect(nextTabIndex("ArrowRight", 2, 3)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 3)).toBe(2);
    expect(nextTabIndex("Home", 2, 3)).toBe(0);
    expect(nextTabIndex("End", 0, 3)).toBe(2);
    expect(nextTabIndex("Enter", 0, 3)).toBeNull();
    expect(nextTabIndex("ArrowRight", 0, 0)).toBeNull();
    // A value no tab has (never the case for a route's tab): arrows start from the first.
    expect(nextTabIndex("ArrowRight", -1, 3)).toBe(1);
  });
});
