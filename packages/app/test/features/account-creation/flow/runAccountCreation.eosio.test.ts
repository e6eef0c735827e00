import { ERROR_SIGNING_TRANSACTION } from "@ux/core/forms";
import { describe, expect, it } from "vitest";
import { SERVICE_SILENT } from "../../../../src/features/account-creation/flow/creationService";
import {
  accountFailedText,
  PAYMENT_HANDED_OVER,
} from "../../../../src/features/account-creation/flow/creationTexts";
import { runAccountCreation } from "../../../../src/features/account-creation/flow/runAccountCreation";
import { SIGNING_NOTICE } from "../../../../src/shared/notifications/notificationPolicy";
import { REQUEST_ID, UX_TX_ID } from "../../../shared/swapSocket/fixtures";
import { orderLeg } from "../../orders/orderFixtures";
import { NEW_NAME, OWNER_KEY, SWAP_FUND } from "../fixtures";
import { EOS_PLAN, fakeCreationDeps, SIGNED } from "./fakeCreationDeps";

const PAYMENT_TX = "56".repeat(32);
const created = { uuid: REQUEST_ID, orderTxId: PAYMENT_TX, transaction_id: UX_TX_ID, account: NEW_NAME };

describe("Create Account paid on an EOSIO chain (spec 1 §4, §7)", () => {
  it("signs the transfer without broadcasting, hands it over with createAccount, and completes on accountCreated", async () => {
    const fake = fakeCreationDeps();
    let signingState: unknown;
    fake.control.sign = async () => {
      signingState = fake.seen.state.progress;
      return SIGNED;
    };
    await runAccountCreation(fake.deps, EOS_PLAN);
    expect(signingState).toEqual({ id: REQUEST_ID, phase: "signing", percent: null, status: SIGNING_NOTICE });
    expect(fake.seen.signed).toEqual([
      [
        {
          account: "eosio.token",
          name: "transfer",
          authorization: [{ actor: "alice", permission: "active" }],
          data: {
            from: "alice",
            to: SWAP_FUND,
            quantity: "3.1250 EOS",
            memo: `${NEW_NAME},${OWNER_KEY},${OWNER_KEY}`,
          },
        },
      ],
    ]);
    expect(fake.seen.sent).toEqual([
      [
        "createAccount",
        {
          id: REQUEST_ID,
          chain: "eos",
          serializedTransaction: SIGNED.packedTrx,
          signatures: SIGNED.signatures,
          referralCode: "abcdefghijkl",
        },
      ],
    ]);
    expect(fake.seen.orders).toEqual([
      {
        type: "Account Creation",
        uuid: REQUEST_ID,
        send: [orderLeg("3.1250 EOS", { account_name: "alice", chainName: "eos", label: "EOS" })],
        receive: ["100.0000 UTX", "25.0000 UTX", "5.0000 UTXRAM"].map((quantity) =>
          orderLeg(quantity, { account_name: NEW_NAME, chainName: "ux", label: "UX Network" }),
        ),
        date: Date.parse("2026-03-01T12:00:00Z"),
      },
    ]);
    expect(fake.seen.state.progress).toEqual({
      id: REQUEST_ID,
      phase: "submitted",
      percent: null,
      status: PAYMENT_HANDED_OVER,
    });
    expect(fake.seen.holds).toBe(1);

    fake.push({ kind: "accountCreated", news: created });
    expect(fake.seen.completed).toEqual([[REQUEST_ID, PAYMENT_TX, UX_TX_ID]]);
    expect(fake.seen.state.progress).toMatchObject({
      phase: "created",
      percent: 100,
      status: `Account ${NEW_NAME} created`,
    });
    expect(fake.seen.successes).toEqual([`Account ${NEW_NAME} created`]);
    expect([fake.seen.holds, fake.watching(), fake.reconnectListeners()]).toEqual([0, 0, 0]);
  });

  it("a failed signature returns to step 1 with 'Error in signing transaction, please try again', nothing sent", async () => {
    const fake = fakeCreationDeps();
    fake.control.sign = async () => {
      throw new Error("User canceled request");
    };
    await runAccountCreation(fake.deps, EOS_PLAN);
    expect(fake.seen.state.step).toBe("username");
    expect(fake.seen.state.notice).toBe(ERROR_SIGNING_TRANSACTION);
    expect(fake.seen.state.progress).toBeNull();
    expect([fake.seen.sent, fake.seen.orders, fake.seen.holds]).toEqual([[], [], 0]);
  });

  it("a refusal (nothing broadcast) fails the order and returns to step 3 with the service's reason", async () => {
    const fake = fakeCreationDeps();
    fake.answers.createAccount = {
      kind: "refused",
      message: `The account name ${NEW_NAME} is already taken`,
    };
    await runAccountCreation(fake.deps, EOS_PLAN);
    expect(fake.seen.failed).toEqual([[REQUEST_ID, `The account name ${NEW_NAME} is already taken`]]);
    expect(fake.seen.state).toMatchObject({
      step: "keys",
      notice: `The account name ${NEW_NAME} is already taken`,
    });
    // The service's msg already showed it: no second notification.
    expect(fake.seen.errors).toEqual([]);
    expect([fake.seen.holds, fake.watching()]).toEqual([0, 0]);
  });

  it("a silent service fails the order and returns to step 3 saying so", async () => {
    const fake = fakeCreationDeps();
    fake.answers.createAccount = { kind: "noAnswer" };
    await runAccountCreation(fake.deps, EOS_PLAN);
    expect(fake.seen.failed).toEqual([[REQUEST_ID, SERVICE_SILENT]]);
    expect(fake.seen.errors).toEqual([SERVICE_SILENT]);
    expect(fake.seen.state).toMatchObject({ step: "keys", notice: SERVICE_SILENT });
    expect([fake.seen.holds, fake.watching(), fake.reconnectListeners()]).toEqual([0, 0, 0]);
  });

  it("txError after the hand-over marks the order failed and shows why, with the refund", async () => {
    const fake = fakeCreationDeps();
    await runAccountCreation(fake.deps, EOS_PLAN);
    const refund = { chain: "eos", transaction_id: "78".repeat(32), amount: "3.1250 EOS" };
    fake.push({ kind: "txError", news: { uuid: REQUEST_ID, error: "The name was taken meanwhile", refund } });
    const text = accountFailedText({ error: "The name was taken meanwhile", refund });
    expect(text).toBe(
      "Account creation failed: The name was taken meanwhile. Your payment of 3.1250 EOS was refunded.",
    );
    expect(fake.seen.failed).toEqual([[REQUEST_ID, "The name was taken meanwhile"]]);
    expect(fake.seen.state.progress).toMatchObject({ phase: "failed", status: text });
    expect(fake.seen.errors).toEqual([text]);
    expect(fake.seen.holds).toBe(0);
  });

  it("hands the same payment over again after a reconnection, and ignores news of other jobs", async () => {
    const fake = fakeCreationDeps();
    await runAccountCreation(fake.deps, EOS_PLAN);
    fake.reconnect();
    expect(fake.seen.sent.map(([event]) => event)).toEqual(["createAccount", "createAccount"]);
    expect(fake.seen.sent[1]).toEqual(fake.seen.sent[0]);
    fake.push({ kind: "accountCreated", news: { ...created, uuid: "1f8e9b2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b" } });
    expect(fake.seen.completed).toEqual([]);
  });
});
