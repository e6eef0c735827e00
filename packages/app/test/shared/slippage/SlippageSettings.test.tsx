// @vitest-environment happy-dom
import { ThemeProvider } from "@mui/material/styles";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { theme } from "../../../src/app/theme";
import { SlippageSettings } from "../../../src/shared/slippage/SlippageSettings";
import { slippageStore } from "../../../src/shared/slippage/slippageStore";
import { SLIPPAGE_WARNINGS } from "../../../src/shared/slippage/slippageTexts";

beforeEach(() => act(() => slippageStore.getState().chooseAuto()));
afterEach(cleanup);

/** The gear (the rest of the page is hidden from the accessibility tree while the popover is open). */
const gear = () => screen.getByTestId("form-slippage-settings");
const renderSettings = () =>
  render(
    <ThemeProvider theme={theme}>
      <SlippageSettings testId="form" />
    </ThemeProvider>,
  );
const custom = () => screen.getByTestId("slippage-custom") as HTMLInputElement;
const typeCustom = (value: string) => fireEvent.change(custom(), { target: { value } });

describe("the slippage settings of a trading form", () => {
  it("a gear labelled 'Slippage settings' opens a dialog titled 'Slippage tolerance', Auto pressed", () => {
    renderSettings();
    expect(screen.getByRole("button", { name: "Slippage settings" })).toBe(gear());
    expect(gear().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(gear());
    const dialog = screen.getByRole("dialog", { name: "Slippage tolerance" });
    expect(gear().getAttribute("aria-expanded")).toBe("true");
    expect(within(dialog).getByRole("button", { name: "Auto" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(dialog).getByLabelText(/Custom tolerance/)).toBe(custom());
    expect(screen.getByTestId("slippage-current").textContent).toBe("Slippage tolerance 0.5% (auto)");
    expect(screen.queryByTestId("slippage-warning")).toBeNull();
  });

  it("a custom percent applies at once; above 5% and below 0.05% are warned in the warning colour", () => {
    renderSettings();
    fireEvent.click(gear());
    typeCustom("1");
    expect(screen.getByTestId("slippage-current").textContent).toBe("Slippage tolerance 1%");
    expect(screen.getByRole("button", { name: "Auto" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByTestId("slippage-warning")).toBeNull();
    typeCustom("5.5");
    const high = screen.getByTestId("slippage-warning");
    expect(high.textContent).toBe(SLIPPAGE_WARNINGS.high);
    expect(high.textContent).toMatch(/^Your transaction may be frontrun/);
    expect(getComputedStyle(high).color).toBe(theme.palette.warning.main);
    typeCustom("0.04");
    expect(screen.getByTestId("slippage-warning").textContent).toBe(SLIPPAGE_WARNINGS.low);
    expect(screen.getByTestId("slippage-warning").textContent).toMatch(/^Your transaction may be refunded/);
    fireEvent.click(screen.getByRole("button", { name: "Auto" }));
    expect(custom().value).toBe("");
    expect(slippageStore.getState().setting).toEqual({ kind: "auto" });
  });

  it("a refused percent shows why; Escape closes and drops it, the tolerance in force stays", () => {
    renderSettings();
    fireEvent.click(gear());
    typeCustom("2");
    typeCustom("51");
    expect(screen.getByText("A slippage tolerance cannot be above 50%")).toBeTruthy();
    expect(custom().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("slippage-current").textContent).toBe("Slippage tolerance 2%");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(slippageStore.getState()).toMatchObject({ draft: "2", draftError: null });
    fireEvent.click(gear());
    expect(custom().value).toBe("2");
  });
});
