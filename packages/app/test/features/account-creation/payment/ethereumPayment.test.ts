import { erc20PaymentData, ethPaymentData, swapRequestPayloadSchema } from "@ux/core/accounts/socket";
import { describe, expect, it } from "vitest";
import {
  acceptedPayment,
  accountRequest,
  costChangedText,
  PAYMENT_MISMATCH,
} from "../../../../src/features/account-creation/payment/ethereumPayment";
import {
  OUR_ADDRESS,
  PAYER,
  REQUEST_ACCEPTED,
  REQUEST_ID,
  USDT_ADDRESS,
} from "../../../shared/swapSocket/fixtures";
import { ETH_CHOICE, NEW_NAME, OWNER_KEY, USDT_CHOICE } from "../fixtures";

const request = (
  choice = ETH_CHOICE,
  control: Parameters<typeof accountRequest>[0]["control"] = {
    kind: "keys",
    owner: OWNER_KEY,
    active: OWNER_KEY,
  },
) =>
  accountRequest({
    id: REQUEST_ID,
    choice,
    payerAddress: PAYER,
    name: NEW_NAME,
    control,
    referralCode: null,
  });

const accepted = (choice = ETH_CHOICE, units = choice.total) => ({
  ...REQUEST_ACCEPTED,
  to: choice.tokenContract ?? OUR_ADDRESS,
  units: units.toString(),
  data:
    choice.tokenContract === null
      ? ethPaymentData(REQUEST_ID)
      : erc20PaymentData(OUR_ADDRESS, units, REQUEST_ID),
});

describe("the Ethereum request for a new account (swapSocketEvents.ts)", () => {
  it("asks for nothing swapped, the new account as receiver, its keys and the cost shown", () => {
    expect(request()).toEqual({
      id: REQUEST_ID,
      send: { account: PAYER, asset: { symbol: "ETH", chain: "eth" }, amount: "0" },
      receive: { account: NEW_NAME, asset: { symbol: "UTX", chain: "ux" }, amount: "0" },
      newAccount: { name: NEW_NAME, ownerKey: OWNER_KEY, activeKey: OWNER_KEY, cost: "0.001" },
      referralCode: null,
    });
  });

  it("with the Ethereum address instead of keys, names the paying address", () => {
    const payload = request(USDT_CHOICE, { kind: "ethAddress", address: PAYER });
    expect(payload.newAccount).toEqual({ name: NEW_NAME, ethAddress: PAYER, cost: "2.5" });
    expect(swapRequestPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("pays ETH to the service's address and USDT through the token, with the data naming the request", () => {
    expect(acceptedPayment(accepted(), request(), ETH_CHOICE)).toEqual({
      ok: true,
      payment: {
        from: PAYER,
        to: OUR_ADDRESS,
        units: ETH_CHOICE.total,
        data: ethPaymentData(REQUEST_ID),
        native: true,
      },
    });
    const usdt = request(USDT_CHOICE);
    expect(acceptedPayment(accepted(USDT_CHOICE), usdt, USDT_CHOICE)).toEqual({
      ok: true,
      payment: {
        from: PAYER,
        to: USDT_ADDRESS,
        units: 2_500_000n,
        data: erc20PaymentData(OUR_ADDRESS, 2_500_000n, REQUEST_ID),
        native: false,
      },
    });
  });

  it("never pays more than the total shown: the new cost is said instead", () => {
    const more = ETH_CHOICE.total + 1n;
    expect(acceptedPayment(accepted(ETH_CHOICE, more), request(), ETH_CHOICE)).toEqual({
      ok: false,
      error: costChangedText(more, ETH_CHOICE),
    });
    expect(costChangedText(more, ETH_CHOICE)).toBe(
      "The account now costs 0.001000000000000001 ETH; please check the total and continue again",
    );
  });

  it("refuses an answer for another request, to another address, or with other data", () => {
    const mismatch = { ok: false, error: PAYMENT_MISMATCH };
    expect(
      acceptedPayment({ ...accepted(), id: "1f8e9b2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b" }, request(), ETH_CHOICE),
    ).toEqual(mismatch);
    expect(acceptedPayment({ ...accepted(), to: USDT_ADDRESS }, request(), ETH_CHOICE)).toEqual(mismatch);
    expect(acceptedPayment({ ...accepted(), data: "0x" }, request(), ETH_CHOICE)).toEqual(mismatch);
    expect(
      acceptedPayment({ ...accepted(USDT_CHOICE), to: OUR_ADDRESS }, request(USDT_CHOICE), USDT_CHOICE),
    ).toEqual(mismatch);
  });
});
