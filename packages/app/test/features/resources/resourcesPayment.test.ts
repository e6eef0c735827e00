import { erc20PaymentData } from "@ux/core/accounts/socket";
import { describe, expect, it } from "vitest";
import {
  acceptedResourcesPayment,
  PAYMENT_MISMATCH,
  RECEIVE_CHANGED,
} from "../../../src/features/resources/resourcesPayment";
import { swapRequest } from "../../../src/features/resources/resourcesPlan";
import { OUR_ADDRESS, PAYER, REQUEST_ACCEPTED, USDT_ADDRESS } from "../../shared/swapSocket/fixtures";
import { ETH_PLAN, USDT_PLAN } from "./plans";

const check = (accepted: typeof REQUEST_ACCEPTED, plan = ETH_PLAN) =>
  acceptedResourcesPayment(accepted, swapRequest(plan), plan.token, plan.sendUnits, plan.choice.decimals);

const usdtAccepted = () => {
  const request = swapRequest(USDT_PLAN);
  return {
    ...REQUEST_ACCEPTED,
    send: request.send,
    receive: request.receive,
    to: USDT_ADDRESS,
    amount: "12.5",
    units: "12500000",
    data: erc20PaymentData(OUR_ADDRESS, 12_500_000n, request.id),
  };
};

describe("the payment requestAccepted asks for", () => {
  it("ETH: the amount as value, to the service's address, with the request's id as data", () => {
    expect(check(REQUEST_ACCEPTED)).toEqual({
      ok: true,
      payment: {
        from: PAYER,
        to: OUR_ADDRESS,
        units: ETH_PLAN.sendUnits,
        data: REQUEST_ACCEPTED.data,
        native: true,
      },
    });
  });

  it("USDT: a transfer call to the token contract naming the service's address, the units and the request", () => {
    const accepted = usdtAccepted();
    expect(check(accepted, USDT_PLAN)).toEqual({
      ok: true,
      payment: { from: PAYER, to: USDT_ADDRESS, units: 12_500_000n, data: accepted.data, native: false },
    });
  });

  it("anything else is refused before the wallet is asked", () => {
    const mismatch = { ok: false, error: PAYMENT_MISMATCH };
    expect(check({ ...REQUEST_ACCEPTED, id: "11111111-2222-4333-8444-555555555555" })).toEqual(mismatch);
    expect(check({ ...REQUEST_ACCEPTED, units: "100000000000000001" })).toEqual(mismatch);
    expect(check({ ...REQUEST_ACCEPTED, to: `0x${"99".repeat(20)}` })).toEqual(mismatch);
    expect(check({ ...REQUEST_ACCEPTED, data: "0x" })).toEqual(mismatch);
    expect(
      check({ ...REQUEST_ACCEPTED, receive: { ...REQUEST_ACCEPTED.receive, account: "mallory" } }),
    ).toEqual(mismatch);
    expect(
      check(
        { ...usdtAccepted(), data: erc20PaymentData(`0x${"99".repeat(20)}`, 12_500_000n, ETH_PLAN.id) },
        USDT_PLAN,
      ),
    ).toEqual(mismatch);
  });

  it("a service that would now give less than shown is refused; more is fine", () => {
    const receive = (amount: string) => ({ ...REQUEST_ACCEPTED.receive, amount });
    expect(check({ ...REQUEST_ACCEPTED, receive: receive("249.9999") })).toEqual({
      ok: false,
      error: RECEIVE_CHANGED,
    });
    expect(check({ ...REQUEST_ACCEPTED, receive: receive("250.0001") }).ok).toBe(true);
  });
});
