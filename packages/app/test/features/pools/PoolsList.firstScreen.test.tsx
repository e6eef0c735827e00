// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN_CARDS } from "../../../src/features/pools/PoolCards";
import { PoolsList } from "../../../src/features/pools/PoolsList";
import { FIRST_SCREEN_ROWS } from "../../../src/features/pools/PoolsTable";
import { percentFigure, usdFigure } from "../../../src/features/pools/poolFormat";
import { type PoolListRow, poolListRows } from "../../../src/features/pools/poolRows";
import { positionLpText, positionUsdText } from "../../../src/features/pools/positionFigures";
import { parsePools, rawPool } from "./poolFixtures";

const renders = vi.hoisted(() => ({ tokenStacks: 0 }));
vi.mock("../../../src/features/pools/TokenStack", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../src/features/pools/TokenStack")>();
  return {
    TokenStack: (props: Parameters<typeof original.TokenStack>[0]) => {
      renders.tokenStacks += 1;
      return original.TokenStack(props);
    },
  };
});

afterEach(cleanup);

/** `count` pools, the largest liquidity first (the list's default order), each with its own figures. */
function manyRows(count: number, liquidityOffset = 0): PoolListRow[] {
  const raw = Array.from({ length: count }, (_, i) =>
    rawPool({
      id: i + 1,
      name: `pool${i + 1}`,
      lp: `LP${i + 1}`,
      assets: [
        ["UTX", "1.0000", 5000],
        ["USDT", "2.0000", 5000],
      ],
      extra: {
        liquidity_usd_value: String(1000 * (count - i) + liquidityOffset),
        volume_24h_usd_value: `${i}.5`,
        apy_local_percent: `${i}.25`,
      },
    }),
  );
  return poolListRows(parsePools(raw), "standard", { balances: undefined, loading: false });
}

const shownNames = (prefix: string) =>
  Array.from(document.querySelectorAll(`[data-testid^="${prefix}"]`), (node) =>
    node.getAttribute("data-testid")?.replace(prefix, ""),
  );

/** Renders the list and records how many rows (or cards) each commit put on screen. */
function renderCounting(rows: readonly PoolListRow[], mobile: boolean) {
  const prefix = mobile ? "pools-card-" : "pools-row-";
  const commits: number[] = [];
  const list = (shown: readonly PoolListRow[]) => (
    <MemoryRouter>
      <Profiler id="pools" onRender={() => commits.push(shownNames(prefix).length)}>
        <PoolsList rows={shown} failed={false} onRetry={() => {}} tabLabel="Standard Pools" mobile={mobile} />
      </Profiler>
    </MemoryRouter>
  );
  const view = render(list(rows));
  return { commits, prefix, rerender: (next: readonly PoolListRow[]) => view.rerender(list(next)) };
}

describe("pools list beyond the first screen", () => {
  it.each([
    ["cards", true, FIRST_SCREEN_CARDS],
    ["table rows", false, FIRST_SCREEN_ROWS],
  ] as const)(
    "shows the first screenful of %s first, then the rest with the same figures",
    (_, mobile, first) => {
      const rows = manyRows(first + 7);
      const { commits, prefix } = renderCounting(rows, mobile);
      expect(commits[0]).toBe(first);
      expect(commits.at(-1)).toBe(rows.length);
      expect(shownNames(prefix)).toEqual(rows.map((row) => row.name));
      for (const row of rows) {
        const shown = screen.getByTestId(`${prefix}${row.name}`).textContent;
        expect(shown).toContain(usdFigure(row.liquidityUsd));
        expect(shown).toContain(usdFigure(row.volumeUsd));
        expect(shown).toContain(percentFigure(row.aprPercent));
        expect(screen.getByTestId(`pools-position-${row.name}`).textContent).toBe(
          mobile ? positionLpText(row) : positionUsdText(row),
        );
      }
    },
  );

  it.each([
    ["cards", true],
    ["table rows", false],
  ] as const)("renders only the %s whose figures changed when a refresh rebuilds the rows", (_, mobile) => {
    const rows = manyRows(8);
    const { rerender, prefix } = renderCounting(rows, mobile);
    const before = renders.tokenStacks;
    rerender(manyRows(8));
    expect(renders.tokenStacks).toBe(before);
    const changed = manyRows(8).map((row, i) => (i === 2 ? { ...row, volumeUsd: "99" } : row));
    rerender(changed);
    expect(renders.tokenStacks).toBe(before + 1);
    expect(screen.getByTestId(`${prefix}pool3`).textContent).toContain("$99.00");
  });
});
