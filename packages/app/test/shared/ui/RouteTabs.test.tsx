// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteTabs } from "../../../src/shared/ui/RouteTabs";

const renders = vi.hoisted(() => ({ tabs: 0 }));
vi.mock("@mui/material/Tabs", async (importOriginal) => {
  const Tabs = (await importOriginal<typeof import("@mui/material/Tabs")>()).default;
  return {
    default: (props: Parameters<typeof Tabs>[0]) => {
      renders.tabs += 1;
      return <Tabs {...props} />;
    },
  };
});

afterEach(cleanup);

const TABS = [
  { value: "a", label: "First" },
  { value: "b", label: "Second" },
] as const;

let bump: () => void = () => {};

/** A page that renders again for its own reasons, passing the tabs the same props. */
function Page({ onChange }: { onChange: (next: "a" | "b") => void }) {
  const [count, setCount] = useState(0);
  bump = () => setCount((n) => n + 1);
  return (
    <>
      <p>{count}</p>
      <RouteTabs idPrefix="x" label="Tabs" tabs={TABS} value="a" onChange={onChange} />
    </>
  );
}

describe("RouteTabs", () => {
  it("does not render (nor make MUI measure the tabs) again when its props are the same", () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    const before = renders.tabs;
    act(() => bump());
    act(() => bump());
    expect(renders.tabs).toBe(before);
    fireEvent.click(screen.getByTestId("x-tab-b"));
    expect(onChange).toHaveBeenCalledWith("b");
  });
});
