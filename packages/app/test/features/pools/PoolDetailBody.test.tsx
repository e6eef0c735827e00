// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChartPoint } from "../../../src/features/pools/chartSeries";
import { PoolDetailBody, type PoolDetailBodyProps } from "../../../src/features/pools/PoolDetailBody";
import { PoolMix } from "../../../src/features/pools/PoolMix";
import { POOL_TEXTS } from "../../../src/features/pools/poolTexts";
import { TokenStrip } from "../../../src/features/pools/TokenStrip";
import type { LoadChartSeries } from "../../../src/features/pools/useChartSeries";
import { loggingStore } from "../../../src/shared/logging/loggingStore";
import { withQueryClient } from "../../shared/query/withQueryClient";
import { parsePools, rawPool } from "./poolFixtures";

afterEach(() => {
  cleanup();
  loggingStore.setState({ enabled: false });
  vi.restoreAllMocks();
});

const SIX = ["UTX", "USDT", "WAX", "EOS", "TLOS", "UFX"];
const detailPools = parsePools([
  rawPool({
    id: 5,
    name: "sixpool",
    lp: "LPS",
    assets: SIX.map((s, i) => [s, `${i + 1}000.5555 ${s}`, i < 4 ? 2000 : 1000] as const),
    extra: {
      pool_description: "Six majors, weighted",
      // The liquidity series below ends on it, as the chart index's series end on the summary's figure.
      liquidity_usd_value: "120.004",
      volume_24h_usd_value: "2500",
      fees_24h_usd_value: "5",
      trades_24h_average_usd_value: "125.5",
      apy_local_percent: "1.47",
      fees_24h_usd_value_percent_change: "12.5",
      trades_24h_average_usd_value_percent_change: "-3.1",
      pools_liquidity_prior_snapshot_usd_value_percent_change: "0.00",
    },
  }),
  rawPool({
    id: 6,
    name: "eight",
    ufx: true,
    lp: "LP8",
    assets: ["A", "B", "C", "D", "E", "F", "G", "H"].map((s) => [s, "1.0000", 1250] as const),
    extra: { pool_description: "" },
  }),
]);

const HOUR_MS = 3_600_000;
const START = Date.UTC(2024, 3, 1);
const SERIES: ChartPoint[] = [
  { timeMs: START, value: "100" },
  { timeMs: START + HOUR_MS, value: "150.5" },
  { timeMs: START + 2 * HOUR_MS, value: "120" },
];

function renderDetail(props: Partial<PoolDetailBodyProps> = {}) {
  const loadSeries = vi.fn<LoadChartSeries>(async () => SERIES);
  const onRetry = vi.fn();
  render(
    withQueryClient(
      <MemoryRouter initialEntries={["/pools/standard/x"]}>
        <Routes>
          <Route
            path="/pools/:type/:name"
            element={
              <PoolDetailBody
                name="sixpool"
                routeType="standard"
                pools={detailPools}
                failed={false}
                onRetry={onRetry}
                loadSeries={loadSeries}
                {...props}
              />
            }
          />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return { loadSeries, onRetry };
}

/** Renders and lets the chart loads settle. */
async function renderLoaded(props: Partial<PoolDetailBodyProps> = {}) {
  const result = renderDetail(props);
  await screen.findByTestId("pool-chart-liquidity-svg");
  await screen.findByTestId("pool-chart-fees-svg");
  return result;
}

describe("pool detail page", () => {
  it("shows the pool's name, description, links, indicators, rewards text and 24h cards", async () => {
    await renderLoaded();
    expect(screen.getByTestId("pool-detail-name").textContent).toBe("sixpool");
    expect(screen.getByTestId("pool-detail-description").textContent).toBe("Six majors, weighted");
    const back = screen.getByTestId("pool-detail-back");
    expect(back.textContent).toBe("Back to Standard Pools");
    expect(back.getAttribute("href")).toBe("/pools/standard");
    const remove = screen.getByTestId("pool-remove-liquidity");
    expect(remove.textContent).toBe("Remove Liquidity");
    expect(remove.getAttribute("href")).toBe("/amm/liquidity/remove?pool_name=sixpool");
    const add = screen.getByTestId("pool-add-liquidity");
    expect(add.textContent).toBe("Add Liquidity");
    expect(add.getAttribute("href")).toBe("/amm/liquidity/add?pool_name=sixpool");

    const strip = screen.getByTestId("pool-token-strip");
    expect(
      within(strip)
        .getAllByRole("img")
        .map((i) => i.getAttribute("aria-label")),
    ).toEqual(SIX);
    expect(strip.getAttribute("data-scrolls")).toBe("false");

    expect(screen.getByTestId("pool-indicator-liquidity").textContent).toBe("$120.00");
    expect(screen.getByTestId("pool-indicator-volume").textContent).toBe("$2,500.00");
    expect(screen.getByTestId("pool-indicator-apr").textContent).toBe("1.47%");
    expect(screen.getByTestId("pool-indicator-fee").textContent).toBe("0.20%");
    expect(screen.getByText("Volume 24h")).toBeTruthy();
    expect(screen.getByText("LP Base Fee")).toBeTruthy();

    const rewards = screen.getByRole("region", { name: "Liquidity Provider Rewards" });
    expect(rewards.textContent).toContain(
      "Liquidity providers earn fees on trades in proportion to their share of the pool, plus potential UFX distributions.",
    );

    const card = (id: string) => screen.getByTestId(`pool-card-${id}`);
    expect(card("fees").textContent).toContain("Fees (24H)");
    expect(card("fees").textContent).toContain("$5.00");
    expect(screen.getByTestId("pool-card-fees-change").textContent).toBe("+12.50%");
    expect(card("average-trade").textContent).toContain("Avg. Trade (24H)");
    expect(card("average-trade").textContent).toContain("$125.50");
    expect(screen.getByTestId("pool-card-average-trade-change").textContent).toBe("-3.10%");
    expect(card("liquidity").textContent).toContain("Liquidity (24H)");
    expect(screen.getByTestId("pool-card-liquidity-change").textContent).toBe("0.00%");
  });

  it("sends a pool reached under the other type's route to its own (/pools/standard/<ufx pool>)", async () => {
    render(
      withQueryClient(
        <MemoryRouter initialEntries={["/pools/standard/eight"]}>
          <Routes>
            <Route
              path="/pools/standard/:name"
              element={
                <PoolDetailBody
                  name="eight"
                  routeType="standard"
                  pools={detailPools}
                  failed={false}
                  onRetry={vi.fn()}
                  loadSeries={vi.fn<LoadChartSeries>(async () => SERIES)}
                />
              }
            />
            <Route path="/pools/ufx/:name" element={<p data-testid="landed">ufx route</p>} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    expect((await screen.findByTestId("landed")).textContent).toBe("ufx route");
  });

  it("links back to the pool's own tab and hides an empty description", async () => {
    renderDetail({ name: "eight", routeType: "ufx" });
    expect(screen.getByTestId("pool-detail-back").getAttribute("href")).toBe("/pools/ufx");
    expect(screen.getByTestId("pool-detail-back").textContent).toBe("Back to UFX Pools");
    expect(screen.queryByTestId("pool-detail-description")).toBeNull();
    expect(screen.getByTestId("pool-token-strip").getAttribute("data-scrolls")).toBe("true");
    expect(screen.getByTestId("pool-token-count").textContent).toBe("8 tokens");
    await screen.findByTestId("pool-chart-fees-svg");
  });

  it("shows the 'APY Estimate' popup from Estimated APR", async () => {
    await renderLoaded();
    fireEvent.click(screen.getByTestId("pool-apr-info"));
    const popup = await screen.findByRole("dialog", { name: "APY Estimate" });
    expect(within(popup).getByTestId("pool-apr-popup-body").textContent).toBe(POOL_TEXTS.aprPopupBody);
  });

  it("scrolls the token strip and shows a count above 7 tokens only", () => {
    const tokens = (n: number) =>
      "ABCDEFGH"
        .slice(0, n)
        .split("")
        .map((symbol) => ({ symbol, contract: "t" }));
    render(<TokenStrip tokens={tokens(7)} />);
    expect(screen.getByTestId("pool-token-strip").getAttribute("data-scrolls")).toBe("false");
    expect(screen.getAllByRole("img")).toHaveLength(7);
    expect(screen.queryByTestId("pool-token-count")).toBeNull();
    cleanup();
    render(<TokenStrip tokens={tokens(8)} />);
    expect(screen.getByTestId("pool-token-strip").getAttribute("data-scrolls")).toBe("true");
    expect(screen.getAllByRole("img")).toHaveLength(8);
    expect(screen.getByTestId("pool-token-count").textContent).toBe("8 tokens");
  });

  it("pages the Pool Mix 4 at a time", async () => {
    await renderLoaded();
    const symbols = () => screen.getAllByTestId("pool-mix-symbol").map((s) => s.textContent);
    expect(screen.getAllByTestId("pool-mix-card")).toHaveLength(4);
    expect(symbols()).toEqual(SIX.slice(0, 4));
    const first = screen.getAllByTestId("pool-mix-card")[0] as HTMLElement;
    expect(within(first).getByTestId("pool-mix-percent").textContent).toBe("20.00%");
    expect(within(first).getByTestId("pool-mix-quantity").textContent).toBe("1,000.5555 UTX");
    expect(within(first).getByTestId("pool-mix-price").textContent).toBe("1 UTX = $1.5000");
    const prev = screen.getByTestId("pool-mix-prev");
    const next = screen.getByTestId("pool-mix-next");
    expect(prev).toHaveProperty("disabled", true);
    expect(screen.getByTestId("pool-mix-range").textContent).toBe("1–4 of 6");
    fireEvent.click(next);
    expect(symbols()).toEqual(SIX.slice(4));
    expect(screen.getByTestId("pool-mix-range").textContent).toBe("5–6 of 6");
    expect(next).toHaveProperty("disabled", true);
    fireEvent.click(prev);
    expect(symbols()).toEqual(SIX.slice(0, 4));
  });

  it("has no Pool Mix paging with 4 tokens or fewer", () => {
    const card = (symbol: string) => ({
      symbol,
      contract: "t",
      percent: "25.00%",
      usdShare: null,
      quantity: "1",
      price: "$1",
    });
    render(<PoolMix cards={["A", "B", "C", "D"].map(card)} />);
    expect(screen.getAllByTestId("pool-mix-card")).toHaveLength(4);
    expect(screen.queryByTestId("pool-mix-next")).toBeNull();
    expect(screen.queryByTestId("pool-mix-prev")).toBeNull();
  });
});

describe("pool overview charts", () => {
  it("loads both charts for 1W by default", async () => {
    const { loadSeries } = await renderLoaded();
    expect(loadSeries.mock.calls.map(([pool, kind, duration]) => [pool, kind, duration])).toEqual([
      ["5", "liquidity", "1w"],
      ["5", "fees", "1w"],
    ]);
    for (const kind of ["liquidity", "fees"]) {
      expect(screen.getByTestId(`pool-chart-${kind}-1w`).getAttribute("aria-pressed")).toBe("true");
      expect(screen.getByTestId(`pool-chart-${kind}-1m`).getAttribute("aria-pressed")).toBe("false");
    }
    expect(within(screen.getByTestId("pool-chart-liquidity")).getByRole("heading").textContent).toBe(
      "Liquidity",
    );
    expect(within(screen.getByTestId("pool-chart-fees")).getByRole("heading").textContent).toBe("Fees (24H)");
    expect(screen.getByRole("img", { name: "Liquidity, last week" })).toBeTruthy();
  });

  it("switches one chart to 1M and back", async () => {
    const { loadSeries } = await renderLoaded();
    fireEvent.click(screen.getByTestId("pool-chart-fees-1m"));
    await waitFor(() => expect(loadSeries).toHaveBeenCalledTimes(3));
    expect(loadSeries.mock.calls[2]?.slice(0, 3)).toEqual(["5", "fees", "1m"]);
    expect(screen.getByTestId("pool-chart-fees-1m").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("pool-chart-liquidity-1w").getAttribute("aria-pressed")).toBe("true");
    await screen.findByRole("img", { name: "Fees (24H), last month" });
    // Clicking the selected duration keeps it selected.
    fireEvent.click(screen.getByTestId("pool-chart-fees-1m"));
    expect(screen.getByTestId("pool-chart-fees-1m").getAttribute("aria-pressed")).toBe("true");
    // Back to 1W: the series read a moment ago is still fresh (30 s), so it shows without a new request.
    fireEvent.click(screen.getByTestId("pool-chart-fees-1w"));
    await screen.findByRole("img", { name: "Fees (24H), last week" });
    expect(loadSeries).toHaveBeenCalledTimes(3);
  });

  it("draws axis labels and reads out the hovered or keyboard-selected point", async () => {
    await renderLoaded();
    const svg = screen.getByTestId("pool-chart-liquidity-svg");
    expect(svg.textContent).toContain("$150.50");
    expect(svg.textContent).toContain("$100.00");
    expect(svg.textContent).toContain("Apr 1");
    const readout = screen.getByTestId("pool-chart-liquidity-svg-readout");
    expect(readout.textContent).toBe("$120.00 (latest)");
    fireEvent.keyDown(svg, { key: "ArrowRight" });
    expect(readout.textContent).toBe("Apr 1, 00:00 UTC: $100.00");
    fireEvent.keyDown(svg, { key: "End" });
    expect(readout.textContent).toBe("Apr 1, 02:00 UTC: $120.00");
    fireEvent.keyDown(svg, { key: "ArrowLeft" });
    expect(readout.textContent).toBe("Apr 1, 01:00 UTC: $150.50");
    expect(screen.getByTestId("pool-chart-liquidity-svg-marker")).toBeTruthy();
    vi.spyOn(svg, "getBoundingClientRect").mockReturnValue({
      left: 0,
      top: 0,
      width: 640,
      height: 220,
      right: 640,
      bottom: 220,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerMove(svg, { clientX: 90 });
    expect(readout.textContent).toBe("Apr 1, 00:00 UTC: $100.00");
    fireEvent.pointerLeave(svg);
    expect(readout.textContent).toBe("$120.00 (latest)");
  });

  it("ends each chart on its card's figure, to the cent, when the series was read before the last trade", async () => {
    const [lagging] = parsePools([
      rawPool({
        id: 7,
        name: "lagging",
        lp: "LPL",
        assets: [
          ["UTX", "500000.0000 UTX", 5000],
          ["USDT", "50001.4500 USDT", 5000],
        ],
        extra: {
          liquidity_usd_value: "100002.900000",
          fees_24h_usd_value: "0.010000",
          fees_24h_usd_value_percent_change: "25.5",
          trades_24h_average_usd_value_percent_change: "-0.5",
          pools_liquidity_prior_snapshot_usd_value_percent_change: "0.002",
        },
      }),
    ]);
    // The hour's points as stored before the trade: what the chart read as '(latest)' beside the new cards.
    const stale = vi.fn<LoadChartSeries>(async (_pool, kind) => [
      { timeMs: START, value: kind === "liquidity" ? "99990" : "0" },
      { timeMs: START + HOUR_MS, value: kind === "liquidity" ? "100000" : "0" },
    ]);
    renderDetail({ name: "lagging", pools: lagging === undefined ? [] : [lagging], loadSeries: stale });
    await screen.findByTestId("pool-chart-liquidity-svg");
    await screen.findByTestId("pool-chart-fees-svg");
    const readout = (kind: string) => screen.getByTestId(`pool-chart-${kind}-svg-readout`).textContent;
    expect(readout("liquidity")).toBe("$100,002.90 (latest)");
    expect(screen.getByTestId("pool-card-liquidity").textContent).toContain("$100,002.90");
    expect(readout("fees")).toBe("$0.01 (latest)");
    expect(screen.getByTestId("pool-card-fees").textContent).toContain("$0.01");
    // Older points stay as read; the last one keeps its time.
    fireEvent.keyDown(screen.getByTestId("pool-chart-liquidity-svg"), { key: "Home" });
    expect(readout("liquidity")).toBe("Apr 1, 00:00 UTC: $99,990.00");
    fireEvent.keyDown(screen.getByTestId("pool-chart-liquidity-svg"), { key: "End" });
    expect(readout("liquidity")).toBe("Apr 1, 01:00 UTC: $100,002.90");
    // Percent changes: '+' when positive, '-' when negative, truncated to hundredths.
    expect(screen.getByTestId("pool-card-fees-change").textContent).toBe("+25.50%");
    expect(screen.getByTestId("pool-card-average-trade-change").textContent).toBe("-0.50%");
    expect(screen.getByTestId("pool-card-liquidity-change").textContent).toBe("0.00%");
  });

  it("shows the empty state, not a point made from the card, while a pool has no chart points yet", async () => {
    renderDetail({ loadSeries: vi.fn<LoadChartSeries>(async () => []) });
    expect((await screen.findByTestId("pool-chart-liquidity-empty")).textContent).toBe(
      "No data for this period",
    );
    expect((await screen.findByTestId("pool-chart-fees-empty")).textContent).toBe("No data for this period");
    expect(screen.queryByTestId("pool-chart-liquidity-svg")).toBeNull();
    // The cards still show the summary's figures.
    expect(screen.getByTestId("pool-card-fees").textContent).toContain("$5.00");
  });

  it("logs a chart load error only, showing an empty chart", async () => {
    loggingStore.setState({ enabled: true });
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const failing = vi.fn<LoadChartSeries>(async (_pool, kind) => {
      if (kind === "fees") throw new Error("HTTP 500");
      return [];
    });
    renderDetail({ loadSeries: failing });
    const fees = await screen.findByTestId("pool-chart-fees-empty");
    expect(fees.textContent).toBe("No data for this period");
    expect(await screen.findByTestId("pool-chart-liquidity-empty")).toBeTruthy();
    expect(debug).toHaveBeenCalledWith("[ux]", "pool 5 chart fees 1w failed to load", expect.any(Error));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("pool detail states", () => {
  it("says clearly when the pool does not exist, with a way back", () => {
    renderDetail({ name: "nosuchpool", routeType: "ufx" });
    const notFound = screen.getByTestId("pool-not-found");
    expect(within(notFound).getByRole("heading", { level: 1 }).textContent).toBe("Pool not found");
    expect(notFound.textContent).toContain("There is no pool named 'nosuchpool'.");
    expect(within(notFound).getByTestId("pool-detail-back").getAttribute("href")).toBe("/pools/ufx");
    expect(screen.queryByTestId("pool-detail-name")).toBeNull();
  });

  it("shows a skeleton while loading and an error with retry when the summary failed", async () => {
    renderDetail({ pools: undefined });
    expect(screen.getByTestId("pool-detail-loading")).toBeTruthy();
    expect(screen.queryByTestId("pool-not-found")).toBeNull();
    cleanup();
    const { onRetry } = renderDetail({ pools: undefined, failed: true });
    expect(screen.getByTestId("pool-detail-error").textContent).toContain(POOL_TEXTS.loadError);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
