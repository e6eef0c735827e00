// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { CONNECT_WALLET, CONTINUE, MISSING_TOKEN_CHAIN_SELECTION } from "@ux/core/forms";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  LOADING_PAYMENT_OPTIONS,
  NO_PAYMENT_OPTIONS,
  PayStep,
  SERVICE_UNREACHABLE,
} from "../../../../src/features/account-creation/steps/PayStep";
import {
  type CreationOffer,
  OFFER_TIMEOUT_MS,
  usePayStep,
} from "../../../../src/features/account-creation/steps/usePayStep";
import type { WalletSession } from "../../../../src/shared/wallet/walletSession";
import { PAYER } from "../../../shared/swapSocket/fixtures";
import { CONFIG, EOS_SESSION, ETH_SESSION, OFFER, RATES } from "../fixtures";

afterEach(cleanup);

const READY: CreationOffer = { connected: true, liveInfo: OFFER, rates: RATES };

function Harness({
  offer = READY,
  sessions = {},
  handlers,
}: {
  offer?: CreationOffer;
  sessions?: Record<string, WalletSession>;
  handlers: { onContinue(): void; onConnectWallet(): void };
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const view = usePayStep(CONFIG, offer, choice, sessions);
  return <PayStep view={view} notice={null} onChoose={setChoice} onBack={vi.fn()} {...handlers} />;
}

function setup(props: { offer?: CreationOffer; sessions?: Record<string, WalletSession> } = {}) {
  const handlers = { onContinue: vi.fn(), onConnectWallet: vi.fn() };
  render(<Harness {...props} handlers={handlers} />);
  const button = () => screen.getByTestId("create-account-continue") as HTMLButtonElement;
  const choose = (key: string) => {
    fireEvent.mouseDown(screen.getByRole("combobox"));
    fireEvent.click(screen.getByTestId(`payment-option-${key}`));
  };
  return { handlers, button, choose };
}

describe("step 2: pay (spec 1 §2, §5)", () => {
  it("shows the resources granted and 'Missing Token / Chain Selection', disabled, until a token is chosen", () => {
    const { button } = setup();
    const granted = within(screen.getByRole("region", { name: "Resources granted" }));
    expect(granted.getByTestId("grant-cpu").textContent).toBe("100.0000 UTX");
    expect(granted.getByTestId("grant-net").textContent).toBe("25.0000 UTX");
    expect(granted.getByTestId("grant-ram").textContent).toBe("5.0000 UTXRAM");
    expect(button().textContent).toBe(MISSING_TOKEN_CHAIN_SELECTION);
    expect(button().disabled).toBe(true);
  });

  it("offers no token with UTX in the name", () => {
    setup();
    fireEvent.mouseDown(screen.getByRole("combobox"));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["EOS · EOS", "ETH · Ethereum (devnet)", "USDT · Ethereum (devnet)"]);
  });

  it("without a wallet on the sender chain: the total, no payer, and Connect Wallet", () => {
    const { button, choose, handlers } = setup({ sessions: { eth: ETH_SESSION } });
    choose("EOS@eos");
    expect(screen.getByTestId("create-account-total").textContent).toBe("3.125 EOS");
    expect(screen.getByTestId("create-account-payer").textContent).toBe("Not connected on EOS");
    expect(button().textContent).toBe(CONNECT_WALLET);
    fireEvent.click(button());
    expect(handlers.onConnectWallet).toHaveBeenCalledTimes(1);
    expect(handlers.onContinue).not.toHaveBeenCalled();
  });

  it("with the sender chain's wallet: the payer and Continue (Enter too)", () => {
    const { button, choose, handlers } = setup({ sessions: { eos: EOS_SESSION, eth: ETH_SESSION } });
    choose("USDT@eth");
    expect(screen.getByTestId("create-account-total").textContent).toBe("2.5 USDT");
    expect(screen.getByTestId("create-account-payer").textContent).toBe(PAYER);
    expect(button().textContent).toBe(CONTINUE);
    fireEvent.submit(button().closest("form") as HTMLFormElement);
    expect(handlers.onContinue).toHaveBeenCalledTimes(1);
  });

  it("says when the offer is loading, when the service cannot be reached, and when nothing can pay", () => {
    setup({ offer: { connected: false, liveInfo: null, rates: null } });
    expect(screen.getByText(LOADING_PAYMENT_OPTIONS)).toBeTruthy();
    cleanup();
    vi.useFakeTimers();
    setup({ offer: { connected: false, liveInfo: null, rates: null } });
    act(() => {
      vi.advanceTimersByTime(OFFER_TIMEOUT_MS);
    });
    expect(screen.getByText(SERVICE_UNREACHABLE)).toBeTruthy();
    vi.useRealTimers();
    cleanup();
    setup({ offer: { ...READY, liveInfo: { ...OFFER, assets: [] } } });
    expect(screen.getByText(NO_PAYMENT_OPTIONS)).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
