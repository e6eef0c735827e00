// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useFirstScreenful } from "../../../src/shared/hooks/useFirstScreenful";

afterEach(cleanup);

/** Records the count every commit put on screen. */
function Probe({ total, commits }: { total: number; commits: number[] }) {
  const shown = useFirstScreenful(total, 3);
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return null;
}

describe("useFirstScreenful", () => {
  it("commits the first screenful first, then every item in a later render", () => {
    const commits: number[] = [];
    render(<Probe total={10} commits={commits} />);
    expect(commits).toEqual([3, 10]);
  });

  it("renders a short list at once", () => {
    const commits: number[] = [];
    render(<Probe total={2} commits={commits} />);
    expect(commits).toEqual([2]);
  });

  it("keeps every item once revealed, however the list changes later", () => {
    const commits: number[] = [];
    const { rerender } = render(<Probe total={10} commits={commits} />);
    rerender(<Probe total={20} commits={commits} />);
    rerender(<Probe total={1} commits={commits} />);
    expect(commits).toEqual([3, 10, 20, 1]);
  });
});
