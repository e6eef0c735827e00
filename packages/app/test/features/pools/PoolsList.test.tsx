// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PoolsList, type PoolsListProps } from "../../../src/features/pools/PoolsList";
import { poolListRows } from "../../../src/features/pools/poolRows";
import { POOL_COLUMNS, type PoolColumnKey } from "../../../src/features/pools/poolSort";
import { POOL_TEXTS } from "../../../src/features/pools/poolTexts";
import { ASCENDING, LIST_POOLS, parsePools, rawPool, USER_LP_BALANCES } from "./poolFixtures";

afterEach(cleanup);

const pools = parsePools(LIST_POOLS);
const standardRows = poolListRows(pools, "standard", { balances: USER_LP_BALANCES, loading: false });

function DetailStub() {
  const { type, name } = useParams();
  return <p data-testid="detail-route">{`${type}/${name}`}</p>;
}

function renderList(props: Partial<PoolsListProps> = {}) {
  const onRetry = vi.fn();
  render(
    <MemoryRouter initialEntries={["/pools/standard"]}>
      <Routes>
        <Route
          path="/pools/:tab"
          element={
            <PoolsList
              rows={standardRows}
              failed={false}
              onRetry={onRetry}
              tabLabel="Standard Pools"
              mobile={false}
              {...props}
            />
          }
        />
        <Route path="/pools/:type/:name" element={<DetailStub />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onRetry };
}

const rowOrder = () =>
  screen
    .getAllByTestId(/^pools-row-/)
    .map((row) => row.getAttribute("data-testid")?.replace("pools-row-", ""));

describe("Liquidity Pools table", () => {
  it("shows the spec's columns, the figures and the user's positions", () => {
    renderList();
    const table = screen.getByTestId("pools-table");
    for (const column of POOL_COLUMNS) {
      expect(within(table).getByTestId(`pools-header-${column.key}`).textContent).toContain(column.label);
    }
    const alpha = screen.getByTestId("pools-row-alpha");
    expect(alpha.textContent).toContain("$12,345,678,901,234.57");
    expect(alpha.textContent).toContain("$20.00");
    expect(alpha.textContent).toContain("5.00%");
    expect(screen.getByTestId("pools-position-alpha").textContent).toBe("$30.00");
    expect(screen.getByTestId("pools-position-gamma").textContent).toBe("$100.00");
    expect(screen.getByTestId("pools-position-Beta").textContent).toBe("None");
  });

  it("starts with the largest liquidity first", () => {
    renderList();
    expect(rowOrder()).toEqual([...ASCENDING.liquidity].reverse());
  });

  for (const { key } of POOL_COLUMNS) {
    it(`sorts by ${key} both ways from its header`, () => {
      renderList();
      const header = screen.getByTestId(`pools-header-${key}`);
      const firstClick = key === "name" ? ASCENDING[key] : [...ASCENDING[key]].reverse();
      const secondClick = [...firstClick].reverse();
      // Liquidity is already sorted (largest first): its first click flips it.
      const clicks: string[][] = key === "liquidity" ? [secondClick, firstClick] : [firstClick, secondClick];
      fireEvent.click(header);
      expect(rowOrder()).toEqual(clicks[0]);
      fireEvent.click(header);
      expect(rowOrder()).toEqual(clicks[1]);
    });
  }

  it("sorts from the keyboard and marks the sorted column for assistive technology", () => {
    renderList();
    const header = screen.getByTestId("pools-header-volume");
    header.focus();
    fireEvent.keyDown(header, { key: "Enter" });
    expect(rowOrder()).toEqual([...ASCENDING.volume].reverse());
    expect(header.closest("th")?.getAttribute("aria-sort")).toBe("descending");
    fireEvent.keyDown(header, { key: "Enter" });
    expect(rowOrder()).toEqual(ASCENDING.volume);
    expect(header.closest("th")?.getAttribute("aria-sort")).toBe("ascending");
  });

  it("shows icons up to 5 tokens and a count over 5", () => {
    renderList();
    expect(
      within(screen.getByTestId("pools-row-alpha"))
        .getAllByRole("img")
        .map((i) => i.getAttribute("aria-label")),
    ).toEqual(["UTX", "USDT"]);
    const beta = screen.getByTestId("pools-row-Beta");
    expect(within(beta).getByTestId("pool-token-count").textContent).toBe("6 tokens");
    expect(within(beta).queryByTestId("pool-token-icons")).toBeNull();
    const five = poolListRows(
      parsePools([
        rawPool({
          id: 7,
          name: "five",
          lp: "LP5",
          assets: ["A", "B", "C", "D", "E"].map((s) => [s, "1.0000", 2000] as const),
        }),
      ]),
      "standard",
      { balances: undefined, loading: false },
    );
    cleanup();
    renderList({ rows: five });
    expect(within(screen.getByTestId("pools-row-five")).getAllByRole("img")).toHaveLength(5);
    expect(screen.queryByTestId("pool-token-count")).toBeNull();
  });

  it("opens the pool from its View button and from a click on the row", () => {
    renderList();
    const view = screen.getByTestId("pools-view-gamma");
    expect(view.getAttribute("href")).toBe("/pools/standard/gamma");
    expect(view.textContent).toBe("View");
    fireEvent.click(view);
    expect(screen.getByTestId("detail-route").textContent).toBe("standard/gamma");
    cleanup();
    renderList();
    fireEvent.click(screen.getByTestId("pools-row-Beta"));
    expect(screen.getByTestId("detail-route").textContent).toBe("standard/Beta");
  });

  it("explains the estimated APR in a tooltip", async () => {
    vi.useFakeTimers();
    try {
      renderList();
      fireEvent.mouseOver(screen.getByTestId("pools-apr-info"));
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByRole("tooltip").textContent).toBe(POOL_TEXTS.aprTooltip);
      expect(POOL_TEXTS.aprTooltip).toContain("best-effort estimate");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows skeletons while balances load", () => {
    renderList({ rows: poolListRows(pools, "standard", { balances: undefined, loading: true }) });
    expect(screen.getByTestId("pools-position-alpha").querySelector(".MuiSkeleton-root")).not.toBeNull();
  });
});

describe("Liquidity Pools states", () => {
  it("shows a skeleton while the summary loads", () => {
    renderList({ rows: undefined });
    expect(screen.getByTestId("pools-loading")).toBeTruthy();
    expect(screen.queryByTestId("pools-table")).toBeNull();
  });

  it("shows an error with a retry when the summary failed", () => {
    const { onRetry } = renderList({ rows: undefined, failed: true });
    expect(screen.getByTestId("pools-error").textContent).toContain(POOL_TEXTS.loadError);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("keeps showing the last pools when a refresh failed", () => {
    renderList({ failed: true });
    expect(screen.getByTestId("pools-table")).toBeTruthy();
  });

  it("says so when a tab has no pools", () => {
    renderList({ rows: [], tabLabel: "UFX Pools" });
    expect(screen.getByTestId("pools-empty").textContent).toBe("No UFX Pools to show yet.");
  });
});

describe("Liquidity Pools cards (mobile)", () => {
  const cardOrder = () =>
    screen
      .getAllByTestId(/^pools-card-/)
      .map((c) => c.getAttribute("data-testid")?.replace("pools-card-", ""));

  it("shows a card per pool with the reward icon and the position in LP", () => {
    renderList({ mobile: true });
    expect(screen.queryByTestId("pools-table")).toBeNull();
    const alpha = screen.getByTestId("pools-card-alpha");
    expect(within(alpha).getByTitle("Rewards")).toBeTruthy();
    expect(within(alpha).getByTestId("pools-position-alpha").textContent).toBe("10.0000 LPA");
    expect(within(screen.getByTestId("pools-card-Beta")).getByTestId("pools-position-Beta").textContent).toBe(
      "None",
    );
    expect(within(alpha).getByTestId("pools-view-alpha").getAttribute("href")).toBe("/pools/standard/alpha");
  });

  it("sorts from the picker and opens a pool from its card", () => {
    renderList({ mobile: true });
    expect(cardOrder()).toEqual([...ASCENDING.liquidity].reverse());
    const picker = screen.getByTestId("pools-sort").querySelector("select") as HTMLSelectElement;
    const pick = (key: PoolColumnKey, direction: string) =>
      fireEvent.change(picker, { target: { value: `${key}:${direction}` } });
    pick("apr", "asc");
    expect(cardOrder()).toEqual(ASCENDING.apr);
    pick("tokens", "desc");
    expect(cardOrder()).toEqual([...ASCENDING.tokens].reverse());
    fireEvent.click(screen.getByTestId("pools-card-gamma"));
    expect(screen.getByTestId("detail-route").textContent).toBe("standard/gamma");
  });
});
