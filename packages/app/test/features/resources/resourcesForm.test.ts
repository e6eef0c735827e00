import { describe, expect, it } from "vitest";
import {
  ETH_GAS_RESERVE,
  maxSendUnits,
  pairLimits,
  type ResourcesFormInput,
  resourcesFormView,
} from "../../../src/features/resources/resourcesForm";
import { PAYER } from "../../shared/swapSocket/fixtures";
import { ETH, TO_UTX, TO_UTXRAM, USDT, USDT_TO_UTX_CHOICE, WEI } from "./fixtures";

const input = (over: Partial<ResourcesFormInput> = {}): ResourcesFormInput => ({
  token: ETH,
  choice: TO_UTXRAM,
  amountText: "0.1",
  sendingAddress: PAYER,
  receivingAccount: "alice",
  balance: 5n * WEI,
  receiverVerified: false,
  ...over,
});
const view = (over: Partial<ResourcesFormInput> = {}) => resourcesFormView(input(over));

describe("the Resources form", () => {
  it("a valid swap: Submit enabled, receive = send x rate in the receive token's units", () => {
    const ready = view();
    expect(ready.status).toMatchObject({
      buttonText: "Submit",
      enabled: true,
      action: "submit",
      messages: [],
    });
    expect(ready.sendUnits).toBe(WEI / 10n);
    // 0.1 ETH x 2500 = 250.0000 UTXRAM.
    expect(ready.receiveUnits).toBe(2_500_000n);
    expect(view({ choice: TO_UTX }).receiveUnits).toBe(25_000_000n);
  });

  it("rounds the receive amount down to the receive token's 4 decimals", () => {
    // 0.00000123 ETH x 2500 = 0.003075 -> 0.0030 UTXRAM.
    expect(view({ amountText: "0.00000123" }).receiveUnits).toBe(30n);
    // 1.234567 USDT x 10 = 12.34567 -> 12.3456 UTX.
    expect(view({ token: USDT, choice: USDT_TO_UTX_CHOICE, amountText: "1.234567" }).receiveUnits).toBe(
      123_456n,
    );
  });

  it("the spec's button texts in order of precedence", () => {
    const none = view({ sendingAddress: null, receivingAccount: null, amountText: "" });
    expect(none.status).toMatchObject({
      buttonText: "Please connect wallet",
      action: "connectWallet",
      enabled: true,
    });
    expect(view({ receivingAccount: null, amountText: "" }).status).toMatchObject({
      buttonText: "Select receiving account",
      enabled: false,
    });
    expect(view({ amountText: "" }).status).toMatchObject({ buttonText: "Enter an amount", enabled: false });
    expect(view({ amountText: "0" }).status.buttonText).toBe("Enter an amount");
    expect(view({ amountText: "0" }).receiveUnits).toBeNull();
  });

  it("'Not enough', 'Minimum' and 'Maximum' keep Submit disabled with the spec's texts", () => {
    expect(view({ balance: WEI / 20n }).status).toMatchObject({
      buttonText: "Submit",
      enabled: false,
      messages: ["Not enough ETH"],
    });
    expect(view({ amountText: "0.0009" }).status.messages).toEqual(["Minimum 0.001 ETH per swap"]);
    expect(view({ amountText: "1.5" }).status.messages).toEqual(["Maximum 1 ETH per swap"]);
    expect(view({ amountText: "1" }).status.enabled).toBe(true);
    expect(view({ amountText: "0.001" }).status.enabled).toBe(true);
  });

  it("a KYC-verified receiver gets maxTxKYC", () => {
    expect(view({ amountText: "1.5", receiverVerified: true }).status.enabled).toBe(true);
    expect(view({ amountText: "10.5", receiverVerified: true, balance: 20n * WEI }).status.messages).toEqual([
      "Maximum 10 ETH per swap",
    ]);
  });

  it("while the balance loads, a valid amount is 'Submit' disabled without a message it cannot know", () => {
    expect(view({ balance: undefined }).status).toMatchObject({
      buttonText: "Submit",
      enabled: false,
      messages: [],
    });
    expect(view({ balance: undefined, amountText: "2" }).status.messages).toEqual(["Maximum 1 ETH per swap"]);
  });

  it("without pairs yet: Submit stays disabled", () => {
    expect(view({ choice: null }).status).toMatchObject({ buttonText: "Submit", enabled: false });
    expect(view({ token: null, choice: null }).status.enabled).toBe(false);
  });

  it("pair limits in send-token units, rounded up", () => {
    expect(pairLimits(TO_UTXRAM, 18)).toEqual({ minTx: WEI / 1000n, maxTx: WEI, maxTxKYC: 10n * WEI });
    expect(pairLimits({ ...TO_UTXRAM, pair: { ...TO_UTXRAM.pair, minTx: "0.0000001" } }, 6)?.minTx).toBe(1n);
    expect(pairLimits(null, 18)).toBeNull();
  });

  it("MAX: the balance less ETH's gas reserve, within the receiver's maximum, never below 0", () => {
    const limits = pairLimits(TO_UTXRAM, 18);
    expect(maxSendUnits(WEI / 2n, ETH, limits, false)).toBe(WEI / 2n - ETH_GAS_RESERVE);
    expect(maxSendUnits(5n * WEI, ETH, limits, false)).toBe(WEI);
    expect(maxSendUnits(50n * WEI, ETH, limits, true)).toBe(10n * WEI);
    expect(maxSendUnits(ETH_GAS_RESERVE / 2n, ETH, limits, false)).toBe(0n);
    // A token pays no gas of its own: all of it.
    expect(maxSendUnits(7_000_000n, USDT, pairLimits(USDT_TO_UTX_CHOICE, 6), false)).toBe(7_000_000n);
  });
});
