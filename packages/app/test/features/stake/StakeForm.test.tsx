// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CONNECT_WALLET, STAKE, STAKE_QTY_NOT_VALID } from "@ux/core/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StakeForm } from "../../../src/features/stake/StakeForm";
import { useStakeForm } from "../../../src/features/stake/useStakeForm";
import { RATES } from "./fixtures";

afterEach(cleanup);

function Harness({ walletConnected = true, balance = 1_000_000n, onStake = vi.fn(async () => true) }) {
  const form = useStakeForm({ rates: RATES, walletConnected, balance, symbol: "UTX", onStake });
  return (
    <StakeForm
      form={form}
      rates={RATES}
      walletConnected={walletConnected}
      balanceText="100.0000 UTX"
      busy={false}
      onConnectWallet={vi.fn()}
    />
  );
}

const button = () => screen.getByTestId("stake-submit") as HTMLButtonElement;
const amount = () => screen.getByTestId("stake-amount").querySelector("input") as HTMLInputElement;
const type = (value: string) => fireEvent.change(amount(), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe("stake form", () => {
  it("without a wallet: inputs disabled and 'Connect Wallet'", () => {
    render(<Harness walletConnected={false} />);
    expect(button().textContent).toBe(CONNECT_WALLET);
    expect(amount().disabled).toBe(true);
  });

  it("says 'Stake Qty is not valid' under the amount and disables 'Stake'", () => {
    render(<Harness />);
    type("0");
    expect(screen.getByText(STAKE_QTY_NOT_VALID)).toBeTruthy();
    expect(button().textContent).toBe(STAKE);
    expect(button().disabled).toBe(true);
    type("10");
    expect(screen.queryByText(STAKE_QTY_NOT_VALID)).toBeNull();
    expect(button().disabled).toBe(false);
  });

  it("the amount field refuses what UTX cannot hold and says why, keeping the last amount", () => {
    render(<Harness />);
    type("10");
    type("abc");
    expect(screen.getByText("The amount is not a number")).toBeTruthy();
    type("1.23456");
    expect(screen.getByText("At most 4 decimals are allowed")).toBeTruthy();
    expect((screen.getByTestId("stake-amount").querySelector("input") as HTMLInputElement).value).toBe("10");
    expect(button().disabled).toBe(false);
  });

  it("defaults to the latest year's middle expiry and shows its liquid rates", () => {
    render(<Harness />);
    const sep30 = RATES.find((rate) => rate.expiry === 203009);
    expect(text("stake-expiry")).toContain("SEP30");
    expect(text("stake-tu-price")).toBe(sep30?.liquid.formatted.tu);
    expect(text("stake-utility-yield")).toBe(sep30?.liquid.formatted.apy);
  });

  it("Token Rewards = rate x quantity rounded down to the unit; locked and restake pick the group", () => {
    render(<Harness />);
    const sep30 = RATES.find((rate) => rate.expiry === 203009);
    if (sep30 === undefined) throw new Error("no SEP30");
    const reward = (rate: string, units: bigint) => {
      const [whole = "", fraction = ""] = rate.split(".");
      const scaled = (units * BigInt(whole + fraction)) / 10n ** BigInt(fraction.length);
      return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, "0")} UTX`;
    };
    type("12.3456");
    expect(text("stake-token-rewards")).toBe(reward(sep30.liquid.tu, 123_456n));
    fireEvent.click(screen.getByTestId("stake-locked"));
    expect(text("stake-token-rewards")).toBe(reward(sep30.illiquid.tu, 123_456n));
    expect(text("stake-tu-price")).toBe(sep30.illiquid.formatted.tu);
    fireEvent.click(screen.getByTestId("stake-restake"));
    expect(text("stake-token-rewards")).toBe(reward(sep30.illiquid.tuReinvested, 123_456n));
    expect(text("stake-utility-yield")).toBe(sep30.illiquid.formatted.apyReinvested);
  });

  it("MAX fills the balance and submit sends the order", async () => {
    const onStake = vi.fn(async () => true);
    render(<Harness onStake={onStake} />);
    fireEvent.click(screen.getByTestId("stake-max"));
    expect(amount().value).toBe("100.0000");
    fireEvent.click(button());
    await vi.waitFor(() =>
      expect(onStake).toHaveBeenCalledWith({
        units: 1_000_000n,
        expiry: 203009,
        locked: false,
        restake: false,
      }),
    );
  });
});
