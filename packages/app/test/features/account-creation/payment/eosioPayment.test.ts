import { parseAccountMemo } from "@ux/core/accounts/socket";
import { describe, expect, it } from "vitest";
import {
  accountPaymentTransfer,
  createAccountPayload,
} from "../../../../src/features/account-creation/payment/eosioPayment";
import { REQUEST_ID } from "../../../shared/swapSocket/fixtures";
import { ACTIVE_KEY, EOS_CHOICE, ETH_CHOICE, NEW_NAME, OWNER_KEY, SWAP_FUND } from "../fixtures";

const SIGNER = { actor: "alice", permission: "active" };

describe("the EOSIO payment of a new account (spec 1 §7)", () => {
  it("transfers the total to the swap fund with the memo name,ownerKey,activeKey, authorized by the payer", () => {
    const action = accountPaymentTransfer(EOS_CHOICE, SIGNER, {
      name: NEW_NAME,
      owner: OWNER_KEY,
      active: ACTIVE_KEY,
    });
    expect(action).toEqual({
      account: "eosio.token",
      name: "transfer",
      authorization: [SIGNER],
      data: {
        from: "alice",
        to: SWAP_FUND,
        quantity: "3.1250 EOS",
        memo: `${NEW_NAME},${OWNER_KEY},${ACTIVE_KEY}`,
      },
    });
    // The service reads the memo back with the same rule before it broadcasts anything.
    expect(parseAccountMemo(String(action.data.memo))).toEqual({
      ok: true,
      memo: { name: NEW_NAME, ownerKey: OWNER_KEY, activeKey: ACTIVE_KEY },
    });
  });

  it("refuses a choice that is not paid by an EOSIO transfer", () => {
    expect(() =>
      accountPaymentTransfer(ETH_CHOICE, SIGNER, { name: NEW_NAME, owner: OWNER_KEY, active: OWNER_KEY }),
    ).toThrow("ETH on Ethereum (devnet) is not paid with an EOSIO transfer");
  });

  it("hands over the signed bytes and signatures with the stored referral code, checked by the protocol's schema", () => {
    const signed = { id: "aa".repeat(32), packedTrx: "00ff", signatures: ["SIG_K1_x"] };
    expect(createAccountPayload(REQUEST_ID, "eos", signed, "abcdefghijkl")).toEqual({
      id: REQUEST_ID,
      chain: "eos",
      serializedTransaction: "00ff",
      signatures: ["SIG_K1_x"],
      referralCode: "abcdefghijkl",
    });
    expect(createAccountPayload(REQUEST_ID, "eos", signed, null).referralCode).toBeNull();
    expect(() => createAccountPayload(REQUEST_ID, "eos", { ...signed, signatures: [] }, null)).toThrow();
  });
});
