import { describe, expect, it } from "vitest";
import { paymentChoices } from "../../../../src/features/account-creation/payment/paymentChoices";
import { CONFIG, EOS_CHOICE, ETH_CHOICE, OFFER, RATES, USDT_CHOICE } from "../fixtures";

describe("step 2's payment choices (spec 1 §5)", () => {
  it("offers every payment token on a configured chain with its total, never one with UTX in the name", () => {
    expect(paymentChoices(CONFIG, OFFER, RATES)).toEqual([EOS_CHOICE, ETH_CHOICE, USDT_CHOICE]);
  });

  it("totals are the USD cost by the token's rate, rounded up; USDT counts as 1 whatever the rates say", () => {
    const choices = paymentChoices(
      CONFIG,
      { ...OFFER, onboarding: { ...OFFER.onboarding, cost: "1" } },
      {
        EOS: "3",
        ETH: "3000",
        USDT: "2",
      },
    );
    expect(choices.map((choice) => [choice.key, choice.total])).toEqual([
      ["EOS@eos", 3_334n],
      ["ETH@eth", 333_333_333_333_334n],
      ["USDT@eth", 1_000_000n],
    ]);
  });

  it("leaves out a token without a rate, a chain the config does not know, and one without a payment address", () => {
    const offer = {
      ...OFFER,
      assets: [
        ...OFFER.assets,
        {
          symbol: "WAX",
          chain: "wax",
          decimals: 8,
          tokenContract: "eosio.token",
          swapFund: "swap.ux",
          ourAddress: null,
        },
        { ...OFFER.assets[0], swapFund: null, symbol: "TLOS" },
      ],
    };
    const { ETH: _eth, ...withoutEth } = RATES;
    expect(
      paymentChoices(CONFIG, offer as typeof OFFER, { ...withoutEth, WAX: "0.05", TLOS: "0.2" }).map(
        (c) => c.key,
      ),
    ).toEqual(["EOS@eos", "USDT@eth"]);
  });
});
