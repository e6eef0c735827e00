// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { positionRows } from "../../../src/features/liquidity/liquidityPositions";
import {
  ADD_LIQUIDITY_LABEL,
  CONNECT_TO_VIEW_POSITIONS,
  NO_POSITIONS,
  PositionsView,
  type PositionsViewProps,
} from "../../../src/features/liquidity/PositionsView";
import {
  cellsOf,
  expectAmounts,
  expectOneLine,
  expectScrollsInOwnContainer,
} from "../../shared/ui/tableChecks";
import { balances, ENTRIES, SUMMARY } from "./fixtures";

afterEach(cleanup);

const ROWS = positionRows(ENTRIES, balances({ LP1: 5_000_0000n, LP3: 2_0000n }), SUMMARY);

function renderView(overrides: Partial<PositionsViewProps> = {}) {
  const props: PositionsViewProps = {
    walletConnected: true,
    loading: false,
    rows: ROWS,
    updatedText: "5 seconds ago",
    refreshing: false,
    onRefresh: vi.fn(),
    mobile: false,
    connectWallet: <button type="button">Connect Wallet</button>,
    ...overrides,
  };
  render(
    <MemoryRouter>
      <PositionsView {...props} />
    </MemoryRouter>,
  );
  return props;
}

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Liquidity Positions", () => {
  it("without a wallet: exactly the spec's text, a Connect Wallet button, no positions", () => {
    renderView({ walletConnected: false });
    expect(screen.getByTestId("positions-no-wallet").textContent).toBe(
      "You must connect to a wallet in order to view your Liquidity Positions.",
    );
    expect(CONNECT_TO_VIEW_POSITIONS).toBe(
      "You must connect to a wallet in order to view your Liquidity Positions.",
    );
    expect(screen.getByRole("button", { name: "Connect Wallet" })).toBeTruthy();
    expect(screen.queryByTestId("positions-row-antelope")).toBeNull();
    expect(screen.queryByTestId("positions-refresh")).toBeNull();
  });

  it("while loading: skeletons, no empty view", () => {
    renderView({ loading: true, rows: [] });
    expect(screen.getByLabelText("Loading positions")).toBeTruthy();
    expect(screen.queryByTestId("positions-empty")).toBeNull();
  });

  it("no positions: a view with an Add Liquidity button to /amm/liquidity/add", () => {
    renderView({ rows: [] });
    const empty = screen.getByTestId("positions-empty");
    expect(empty.textContent).toContain(NO_POSITIONS);
    expect(hrefs(empty)).toEqual([[ADD_LIQUIDITY_LABEL, "/amm/liquidity/add"]]);
  });

  it("a row per pool held: name, tokens, LP amount, share, token values, USD value, actions", () => {
    renderView();
    const row = screen.getByTestId("positions-row-antelope");
    const text = row.textContent ?? "";
    for (const part of [
      "antelope",
      "UTX / USDT",
      "5000.0000 LP1",
      "1.0000%",
      "10000.0000 UTX",
      "2500.0000 USDT",
      "$5,000.00",
    ]) {
      expect(text).toContain(part);
    }
    expect(hrefs(row)).toEqual([
      ["Swap", "/amm/swap?pool_name=antelope"],
      ["Add Liquidity", "/amm/liquidity/add?pool_name=antelope"],
      ["Remove Liquidity", "/amm/liquidity/remove?pool_name=antelope"],
    ]);
    expect(screen.getByTestId("positions-row-ufxutx").textContent).toContain("—");
    expect(screen.queryByTestId("positions-row-eoswax")).toBeNull();
  });

  it("'Last updated' with a refresh control, disabled while refreshing", () => {
    const props = renderView();
    expect(screen.getByTestId("positions-updated").textContent).toBe("Last updated 5 seconds ago");
    fireEvent.click(screen.getByTestId("positions-refresh"));
    expect(props.onRefresh).toHaveBeenCalledTimes(1);
    cleanup();
    renderView({ refreshing: true, updatedText: null });
    expect((screen.getByTestId("positions-refresh") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("positions-updated").textContent).toBe("Last updated —");
  });

  it("mobile: cards with the same rows and actions", () => {
    renderView({ mobile: true });
    expect(screen.queryByRole("table")).toBeNull();
    const card = screen.getByTestId("positions-row-antelope");
    expect(card.textContent).toContain("1.0000% of the pool");
    expect(hrefs(card).map(([label]) => label)).toEqual(["Swap", "Add Liquidity", "Remove Liquidity"]);
  });
});

describe("Liquidity Positions on a narrow screen (issue #16 item 6)", () => {
  it("the table scrolls sideways inside its own container, not the page", () => {
    renderView();
    const table = screen.getByRole("table", { name: "Liquidity positions" });
    expect(table.parentElement?.classList.contains("MuiTableContainer-root")).toBe(true);
    expectScrollsInOwnContainer(table);
  });

  it("pool and token names and amounts never wrap; amounts are right-aligned with tabular digits", () => {
    renderView();
    // Pool, Tokens, LP Amount, Share of Pool, Your Tokens, Value (USD), Actions.
    const cell = cellsOf(screen.getByTestId("positions-row-antelope"));
    const tokenAmounts = within(cell(4)).getAllByTestId("position-token-amount");
    expect(tokenAmounts.map((amount) => amount.textContent)).toEqual(["10000.0000", "2500.0000"]);
    expectOneLine([cell(0), cell(4)]);
    expectAmounts([cell(2), cell(3), cell(5), ...tokenAmounts]);
  });

  it("a pool's token list breaks only between whole symbols", () => {
    renderView();
    const cell = cellsOf(screen.getByTestId("positions-row-antelope"));
    const symbols = within(cell(1)).getAllByTestId("position-token-symbol");
    expect(cell(1).textContent).toBe(symbols.map((symbol) => symbol.textContent).join(" / "));
    expectOneLine(symbols);
  });

  it("the row's actions stand one above the other, each label on one line", () => {
    renderView();
    const actions = within(cellsOf(screen.getByTestId("positions-row-antelope"))(6)).getAllByRole("link");
    expect(actions.map((action) => action.textContent)).toEqual([
      "Swap",
      "Add Liquidity",
      "Remove Liquidity",
    ]);
    expectOneLine(actions);
    expect(getComputedStyle(actions[0]?.parentElement as HTMLElement).flexDirection).toBe("column");
  });

  it("mobile cards keep each token's amount and symbol on one line", () => {
    renderView({ mobile: true });
    const amounts = within(screen.getByTestId("positions-row-antelope")).getAllByTestId(
      "position-token-amount",
    );
    expectOneLine(amounts.map((amount) => amount.closest("li") as HTMLElement));
  });
});
