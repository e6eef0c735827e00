import type { RequestAccepted } from "@ux/core/accounts/socket";
import { describe, expect, it } from "vitest";
import { type ResourcesFlowDeps, runResourcesSwap } from "../../../src/features/resources/resourcesFlow";
import { PAYMENT_MISMATCH } from "../../../src/features/resources/resourcesPayment";
import type { EthereumPayment } from "../../../src/shared/ethereum/sendPayment";
import type { SwapAnswer } from "../../../src/shared/swapSocket";
import {
  OUR_ADDRESS,
  PAYER,
  PAYMENT_HASH,
  REQUEST_ACCEPTED,
  SWAP_REQUEST,
} from "../../shared/swapSocket/fixtures";
import { ETH_PLAN } from "./plans";

/** The flow's world as a test plays it: the service's answers, the wallet, and what happened in order. */
function world(
  options: {
    accepted?: SwapAnswer<RequestAccepted>;
    reported?: SwapAnswer<unknown>;
    wrongChain?: string;
    payFails?: boolean;
  } = {},
) {
  const events: string[] = [];
  const payments: EthereumPayment[] = [];
  const deps: ResourcesFlowDeps = {
    service: {
      request: async (payload) => {
        events.push(`request ${payload.id}`);
        return options.accepted ?? { kind: "answered", answer: REQUEST_ACCEPTED };
      },
      transferOnEthereum: async (payload) => {
        events.push(`transferOnEthereum ${payload.transactionHash}`);
        return options.reported ?? { kind: "answered", answer: { ok: true } };
      },
    },
    ensureChain: async (chain) => {
      events.push(`ensureChain ${chain}`);
      return options.wrongChain ?? null;
    },
    pay: async (payment) => {
      events.push("pay");
      payments.push(payment);
      if (options.payFails)
        throw Object.assign(new Error("insufficient funds for gas * price + value"), { code: -32000 });
      return PAYMENT_HASH;
    },
    onStage: (stage) => events.push(`stage ${stage}`),
    onPaid: (request, hash) => events.push(`paid ${request.id} ${hash}`),
    log: (message) => events.push(`log ${message}`),
  };
  return { deps, events, payments };
}

const WRONG_NETWORK =
  "You are linking an account from the wrong network, please change the wallet network to Ethereum";

/** Answers and wallets the flow stops at before the wallet is asked to pay, and what it says. */
const STOPPED_BEFORE_PAYING: {
  why: string;
  options: Parameters<typeof world>[0];
  message: string;
  shown: boolean;
}[] = [
  {
    why: "a refusal (its msg shown already)",
    options: { accepted: { kind: "refused", message: "Maximum 1 ETH per swap" } },
    message: "Maximum 1 ETH per swap",
    shown: true,
  },
  {
    why: "silence",
    options: { accepted: { kind: "noAnswer" } },
    message: "The swap service did not answer; please try again",
    shown: false,
  },
  {
    why: "an answer that does not match the plan",
    options: {
      accepted: { kind: "answered", answer: { ...REQUEST_ACCEPTED, units: "1000000000000000000" } },
    },
    message: PAYMENT_MISMATCH,
    shown: false,
  },
  {
    why: "a wallet on another chain",
    options: { wrongChain: WRONG_NETWORK },
    message: WRONG_NETWORK,
    shown: false,
  },
];

describe("Execute: request, payment, transferOnEthereum", () => {
  it("in order: request, the wallet on the chain, the checked payment, the order, then the hash reported", async () => {
    const { deps, events, payments } = world();
    await expect(runResourcesSwap(ETH_PLAN, deps)).resolves.toEqual({
      kind: "paid",
      hash: PAYMENT_HASH,
      reported: true,
    });
    expect(events).toEqual([
      "stage requesting",
      `request ${SWAP_REQUEST.id}`,
      "ensureChain eth",
      "stage paying",
      "pay",
      `paid ${SWAP_REQUEST.id} ${PAYMENT_HASH}`,
      "stage paid",
      `transferOnEthereum ${PAYMENT_HASH}`,
    ]);
    expect(payments).toEqual([
      { from: PAYER, to: OUR_ADDRESS, units: ETH_PLAN.sendUnits, data: REQUEST_ACCEPTED.data, native: true },
    ]);
  });

  it.each(STOPPED_BEFORE_PAYING)("$why: stops before any payment", async ({ options, message, shown }) => {
    const { deps, events } = world(options);
    await expect(runResourcesSwap(ETH_PLAN, deps)).resolves.toEqual({ kind: "stopped", message, shown });
    expect(events).not.toContain("pay");
  });

  it("a failed payment: 'Transaction failed, please check you balance and try again', nothing recorded", async () => {
    const { deps, events } = world({ payFails: true });
    await expect(runResourcesSwap(ETH_PLAN, deps)).resolves.toEqual({
      kind: "stopped",
      message: "Transaction failed, please check you balance and try again",
      shown: false,
    });
    expect(events.filter((event) => event.startsWith("paid") || event.startsWith("transfer"))).toEqual([]);
    expect(events).toContain("log resources: the Ethereum payment failed");
  });

  it("paid but transferOnEthereum unanswered: paid, not reported (the page reports it again)", async () => {
    const { deps } = world({ reported: { kind: "noAnswer" } });
    await expect(runResourcesSwap(ETH_PLAN, deps)).resolves.toEqual({
      kind: "paid",
      hash: PAYMENT_HASH,
      reported: false,
    });
  });
});
