import { describe, expect, it } from "vitest";
import type { SwapJob } from "../../src/db/swapJobStore";
import { jobNews } from "../../src/swap/jobNews";
import { ethPayment } from "../support/ethPayment";

/* What a job's followers hear in each state, derived from the stored job alone. */

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const HASH = `0x${"ab".repeat(32)}`;
const UX_TX = { chain: "ux", id: "cd".repeat(32), packedTrx: "", signatures: [], expiration: 0 };
const base: SwapJob = {
  id: ID,
  kind: "account",
  state: "broadcast",
  payment: ethPayment({ paid: "10", blockNum: 5, paidAt: 0 }),
  paymentTx: HASH,
  newAccount: {
    name: "newuser12345",
    owner: { threshold: 1, keys: [], accounts: [], waits: [] },
    active: { threshold: 1, keys: [], accounts: [], waits: [] },
    ethAddress: null,
  },
  payout: { account: "newuser12345", contract: "eosio.token", quantity: "25.0000 UTX" },
  referralCode: null,
  confirmations: 2,
  uxTx: null,
  refundTx: null,
  error: null,
  expiresAt: 0,
  createdAt: 0,
  updatedAt: 0,
};

describe("a job's news", () => {
  it("is the Ethereum depth while it deepens (capped at the requirement)", () => {
    expect(jobNews(base, 3)).toEqual([
      { event: "confirmations", payload: { uuid: ID, orderTxId: HASH, confirmations: 2, required: 3 } },
    ]);
    expect(jobNews({ ...base, state: "final", confirmations: 7 }, 3)[0]?.payload).toMatchObject({
      confirmations: 3,
    });
    expect(jobNews({ ...base, payment: { ...base.payment, signed: UX_TX } }, 3)).toEqual([]);
  });

  it("is accountCreated and swapCompleted once done", () => {
    expect(jobNews({ ...base, state: "created", uxTx: UX_TX }, 3)).toEqual([
      {
        event: "accountCreated",
        payload: { uuid: ID, orderTxId: HASH, transaction_id: UX_TX.id, account: "newuser12345" },
      },
      {
        event: "swapCompleted",
        payload: {
          uuid: ID,
          orderTxId: HASH,
          clientClaim: { transaction_id: UX_TX.id },
          receive: { account: "newuser12345", quantity: "25.0000 UTX" },
        },
      },
    ]);
  });

  it("is txError with the refund once sent, without it before or when nothing was paid", () => {
    const refund = { chain: "eth", hash: `0x${"ef".repeat(32)}`, raw: "0x" };
    expect(jobNews({ ...base, state: "refunding", error: "short" }, 3)).toEqual([
      { event: "txError", payload: { uuid: ID, error: "short", refund: null } },
    ]);
    expect(jobNews({ ...base, state: "refunded", error: "short", refundTx: refund }, 3)).toEqual([
      {
        event: "txError",
        payload: {
          uuid: ID,
          error: "short",
          refund: { chain: "eth", transaction_id: refund.hash, amount: "0.000000000000000010 ETH" },
        },
      },
    ]);
    expect(jobNews({ ...base, state: "failed", error: null }, 3)[0]?.payload).toMatchObject({
      error: "The order failed",
      refund: null,
    });
  });
});
