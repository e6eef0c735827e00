// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { amountInput, marketWith, pickToken, renderSwap, text, typeAmount } from "./renderSwap";

afterEach(cleanup);

const symbolOf = (side: "from" | "to") => text(`swap-${side}-token`);

describe("choosing tokens", () => {
  it("the direction button swaps the symbols and clears the amounts", () => {
    renderSwap("from=EOS&to=UTX");
    typeAmount("from", "1");
    fireEvent.click(screen.getByTestId("swap-direction"));
    expect([symbolOf("from"), symbolOf("to")]).toEqual(["UTX", "EOS"]);
    expect([amountInput("from").value, amountInput("to").value]).toEqual(["", ""]);
  });

  it("each token button's name starts with what it shows, then says its side (WCAG 2.5.3)", () => {
    renderSwap("from=EOS&to=UTX");
    expect(screen.getByTestId("swap-from-token").getAttribute("aria-label")).toBe("EOS, token to send");
    expect(screen.getByTestId("swap-to-token").getAttribute("aria-label")).toBe("UTX, token to receive");
  });

  it("the same token on both sides swaps the other side back to its previous value", () => {
    renderSwap("from=EOS&to=UTX");
    pickToken("from", "UTX");
    expect([symbolOf("from"), symbolOf("to")]).toEqual(["UTX", "EOS"]);
    pickToken("to", "UTX");
    expect([symbolOf("from"), symbolOf("to")]).toEqual(["EOS", "UTX"]);
  });

  it("UFX as the from-token: the to-list holds its pool partners, a missing to-token falls back", () => {
    renderSwap("from=EOS&to=UTX");
    pickToken("from", "UFX");
    // UFX's list is EOS, USDT, TLOS: UTX is missing, so the second entry.
    expect(symbolOf("to")).toBe("USDT");
    fireEvent.click(screen.getByTestId("swap-to-token"));
    const dialog = screen.getByRole("dialog");
    expect(
      within(dialog)
        .getAllByRole("menuitem")
        .map((item) => item.querySelector("span")?.textContent),
    ).toEqual(["EOS", "USDT", "TLOS"]);
  });

  it("the selector is searchable and keyboard usable, with balances", () => {
    renderSwap();
    fireEvent.click(screen.getByTestId("swap-from-token"));
    const search = screen.getByTestId("swap-token-search");
    expect(document.activeElement).toBe(search);
    expect(text("swap-token-option-EOS")).toContain("20.0000");
    fireEvent.change(search, { target: { value: "tl" } });
    expect(screen.queryByTestId("swap-token-option-EOS")).toBeNull();
    fireEvent.keyDown(search, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByTestId("swap-token-option-TLOS"));
    fireEvent.change(search, { target: { value: "zz" } });
    expect(screen.getByText("No token matches your search")).toBeTruthy();
    fireEvent.change(search, { target: { value: "wa" } });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(symbolOf("from")).toBe("WAX");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("LP tokens are not offered (they trade through Multi Swap and Liquidity)", () => {
    renderSwap();
    fireEvent.click(screen.getByTestId("swap-from-token"));
    expect(screen.queryByTestId("swap-token-option-LPA")).toBeNull();
    expect(screen.getAllByRole("menuitem")).toHaveLength(7);
  });
});

describe("'No bridged EOS available'", () => {
  const noEos = new Map([["UTX@eosio.token", 1_000_0000n]]);

  it("shows with a wallet, EOS as from-token and no EOS; a click goes to the Bridge", () => {
    const { props } = renderSwap("from=EOS&to=UTX", { market: { ...marketWith(noEos) } });
    const warning = screen.getByTestId("no-bridged-eos-warning");
    expect(warning.textContent).toContain("No bridged EOS available");
    fireEvent.click(warning);
    expect(props.onOpenBridge).toHaveBeenCalledTimes(1);
    fireEvent.click(within(warning).getByRole("button", { name: "Go to Bridge" }));
    expect(props.onOpenBridge).toHaveBeenCalledTimes(2);
  });

  it("not shown with EOS in the wallet, another from-token, no wallet, or while balances load", () => {
    renderSwap("from=EOS&to=UTX");
    expect(screen.queryByTestId("no-bridged-eos-warning")).toBeNull();
    cleanup();
    renderSwap("from=UTXRAM&to=UTX", { market: marketWith(noEos) });
    expect(screen.queryByTestId("no-bridged-eos-warning")).toBeNull();
    cleanup();
    renderSwap("from=EOS&to=UTX", { market: { ...marketWith(undefined), walletConnected: false } });
    expect(screen.queryByTestId("no-bridged-eos-warning")).toBeNull();
    cleanup();
    renderSwap("from=EOS&to=UTX", { market: marketWith(undefined), balancesLoading: true });
    expect(screen.queryByTestId("no-bridged-eos-warning")).toBeNull();
  });
});
