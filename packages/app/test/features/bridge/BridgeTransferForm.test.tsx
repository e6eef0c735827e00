// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { bridgeFormStatus } from "@ux/core/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BridgeTransferForm,
  type BridgeTransferFormProps,
} from "../../../src/features/bridge/BridgeTransferForm";
import { nativeBridgeToken } from "./bridgeTokens";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wax = nativeBridgeToken("WAX", 8, "wax", "ux-id");

function form(over: Partial<BridgeTransferFormProps>, amountText = "1", balance = 5n * 10n ** 8n) {
  const props: BridgeTransferFormProps = {
    chains: [
      { key: "wax", label: "WAX" },
      { key: "ux", label: "UX Network" },
    ],
    source: "wax",
    destination: "ux",
    onChain: () => {},
    search: "",
    onSearch: () => {},
    tokens: [wax],
    token: wax,
    onToken: () => {},
    amountText,
    onAmount: () => {},
    balanceText: "5.0000 WAX",
    status: bridgeFormStatus({
      sourceWalletConnected: true,
      destinationWalletConnected: true,
      token: { symbol: "WAX", decimals: 8, balance },
      amountText,
    }),
    busy: false,
    onSubmit: () => {},
    onConnectWallet: () => {},
    ...over,
  };
  return render(<BridgeTransferForm {...props} />);
}

describe("the transfer form (spec 2 §5)", () => {
  it.each([
    ["", "Amount not entered", true],
    ["0", "Amount not entered", true],
    ["6", "Insufficient Funds", true],
    ["5", "Transfer", false],
  ])("amount '%s': '%s'", (amount, text, disabled) => {
    form({}, amount);
    const button = screen.getByTestId("bridge-submit") as HTMLButtonElement;
    expect(button.textContent).toBe(text);
    expect(button.disabled).toBe(disabled);
  });

  it("submits a valid amount with Enter in the field, showing the balance", () => {
    const onSubmit = vi.fn();
    form({ onSubmit }, "2");
    expect(screen.getByText("Balance: 5.0000 WAX")).toBeTruthy();
    fireEvent.submit(screen.getByTestId("bridge-amount"));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("does not submit while a transfer runs", () => {
    const onSubmit = vi.fn();
    form({ onSubmit, busy: true }, "2");
    fireEvent.submit(screen.getByTestId("bridge-amount"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("resets a negative amount to 0", () => {
    const onAmount = vi.fn();
    form({ onAmount });
    fireEvent.change(screen.getByTestId("bridge-amount"), { target: { value: "-3" } });
    expect(onAmount).toHaveBeenCalledWith("0");
  });

  it("passes the token search on", () => {
    const onSearch = vi.fn();
    form({ onSearch });
    fireEvent.change(screen.getByTestId("bridge-token-search"), { target: { value: "wa" } });
    expect(onSearch).toHaveBeenCalledWith("wa");
  });
});

describe("the no-fees notice (spec 2 §2, §9 'Bridge notice delay 1 s')", () => {
  it("appears 1 s after the form opens, in a line kept for it", () => {
    vi.useFakeTimers();
    form({});
    const notice = screen.getByTestId("bridge-notice");
    expect(notice.textContent).toBe("");
    act(() => vi.advanceTimersByTime(999));
    expect(notice.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(notice.textContent).toBe("Bridge transfers do not incur any fees");
  });
});
