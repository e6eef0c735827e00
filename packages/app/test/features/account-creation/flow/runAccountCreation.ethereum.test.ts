import { erc20PaymentData, ethPaymentData } from "@ux/core/accounts/socket";
import {
  ERROR_SIGNING_TRANSACTION,
  TRANSACTION_CONFIRMED_ON_ETHEREUM,
  wrongEthereumNetwork,
} from "@ux/core/forms";
import { describe, expect, it } from "vitest";
import type { CreationPlan } from "../../../../src/features/account-creation/flow/creationPlan";
import { SERVICE_SILENT } from "../../../../src/features/account-creation/flow/creationService";
import { WAITING_FOR_SERVICE } from "../../../../src/features/account-creation/flow/creationTexts";
import { runAccountCreation } from "../../../../src/features/account-creation/flow/runAccountCreation";
import { costChangedText } from "../../../../src/features/account-creation/payment/ethereumPayment";
import { ETHEREUM_SEND_FAILED } from "../../../../src/shared/ethereum/metamaskMessages";
import { SIGNING_NOTICE } from "../../../../src/shared/notifications/notificationPolicy";
import { rpcError } from "../../../shared/ethereum/fakeProvider";
import {
  confirmationsNews,
  OUR_ADDRESS,
  PAYER,
  PAYMENT_HASH,
  REQUEST_ACCEPTED,
  REQUEST_ID,
  USDT_ADDRESS,
  UX_TX_ID,
} from "../../../shared/swapSocket/fixtures";
import { ETH_CHOICE, ETH_SESSION, NEW_NAME, USDT_CHOICE } from "../fixtures";
import { EOS_PLAN, fakeCreationDeps } from "./fakeCreationDeps";

const ETH_PLAN: CreationPlan = {
  ...EOS_PLAN,
  choice: ETH_CHOICE,
  payer: ETH_SESSION,
  control: { kind: "ethAddress", address: PAYER },
};

const ethAccepted = {
  ...REQUEST_ACCEPTED,
  units: ETH_CHOICE.total.toString(),
  data: ethPaymentData(REQUEST_ID),
};

function ethereumRun() {
  const fake = fakeCreationDeps();
  fake.answers.request = { kind: "answered", answer: ethAccepted };
  return fake;
}

const created = { uuid: REQUEST_ID, orderTxId: PAYMENT_HASH, transaction_id: UX_TX_ID, account: NEW_NAME };

describe("Create Account paid on Ethereum (spec 1 §4 'Ethereum payment progress')", () => {
  it("requests, pays exactly what was accepted, reports the hash, shows n/3 and completes on accountCreated", async () => {
    const fake = ethereumRun();
    let walletState: unknown;
    fake.control.send = async () => {
      walletState = fake.seen.state.progress;
      return PAYMENT_HASH;
    };
    await runAccountCreation(fake.deps, ETH_PLAN);
    // Starts at 5% while the wallet is asked.
    expect(walletState).toEqual({ id: REQUEST_ID, phase: "signing", percent: 5, status: SIGNING_NOTICE });
    const [request, report] = fake.seen.sent;
    expect(request).toEqual([
      "request",
      {
        id: REQUEST_ID,
        send: { account: PAYER, asset: { symbol: "ETH", chain: "eth" }, amount: "0" },
        receive: { account: NEW_NAME, asset: { symbol: "UTX", chain: "ux" }, amount: "0" },
        newAccount: { name: NEW_NAME, ethAddress: PAYER, cost: "0.001" },
        referralCode: "abcdefghijkl",
      },
    ]);
    expect(fake.seen.payments).toEqual([
      {
        from: PAYER,
        to: OUR_ADDRESS,
        units: ETH_CHOICE.total,
        data: ethPaymentData(REQUEST_ID),
        native: true,
      },
    ]);
    expect(report).toEqual([
      "transferOnEthereum",
      { ...(request?.[1] as object), transactionHash: PAYMENT_HASH },
    ]);
    expect(fake.seen.orders.map((order) => [order.type, order.send[0]?.quantity])).toEqual([
      ["Account Creation", "0.0010 ETH"],
    ]);
    expect(fake.seen.state.progress).toMatchObject({ percent: 5, status: "Transaction confirmation 0/3" });

    const shown: [number | null | undefined, string | undefined][] = [];
    for (const n of [1, 2, 3]) {
      fake.push({ kind: "confirmations", news: confirmationsNews(n) });
      shown.push([fake.seen.state.progress?.percent, fake.seen.state.progress?.status]);
    }
    expect(shown).toEqual([
      [(1 / 3) * 100, "Transaction confirmation 1/3"],
      [(2 / 3) * 100, "Transaction confirmation 2/3"],
      [99, TRANSACTION_CONFIRMED_ON_ETHEREUM],
    ]);
    fake.push({ kind: "accountCreated", news: created });
    expect(fake.seen.completed).toEqual([[REQUEST_ID, PAYMENT_HASH, UX_TX_ID]]);
    expect(fake.seen.state.progress).toMatchObject({ phase: "created", percent: 100 });
    expect(fake.seen.holds).toBe(0);
  });

  it("pays USDT through the token contract, the data naming the request", async () => {
    const fake = fakeCreationDeps();
    const units = USDT_CHOICE.total;
    const data = erc20PaymentData(OUR_ADDRESS, units, REQUEST_ID);
    fake.answers.request = {
      kind: "answered",
      answer: { ...REQUEST_ACCEPTED, to: USDT_ADDRESS, units: `${units}`, data },
    };
    await runAccountCreation(fake.deps, { ...ETH_PLAN, choice: USDT_CHOICE });
    expect(fake.seen.payments).toEqual([{ from: PAYER, to: USDT_ADDRESS, units, data, native: false }]);
  });

  it("a refused request returns to step 3 with the reason, nothing paid or recorded", async () => {
    const fake = ethereumRun();
    fake.answers.request = { kind: "refused", message: `The account name ${NEW_NAME} is already taken` };
    await runAccountCreation(fake.deps, ETH_PLAN);
    expect(fake.seen.state).toMatchObject({
      step: "keys",
      notice: `The account name ${NEW_NAME} is already taken`,
    });
    expect([fake.seen.payments, fake.seen.orders, fake.seen.errors]).toEqual([[], [], []]);
  });

  it("an unanswered request returns to step 3 and says the service is silent", async () => {
    const fake = ethereumRun();
    fake.answers.request = { kind: "noAnswer" };
    await runAccountCreation(fake.deps, ETH_PLAN);
    expect(fake.seen.state).toMatchObject({ step: "keys", notice: SERVICE_SILENT });
    expect(fake.seen.errors).toEqual([SERVICE_SILENT]);
  });

  it("a cost above the total shown, or a wallet on the wrong network, returns to step 2 before paying", async () => {
    const dearer = ethereumRun();
    const more = ETH_CHOICE.total * 2n;
    dearer.answers.request = { kind: "answered", answer: { ...ethAccepted, units: `${more}` } };
    await runAccountCreation(dearer.deps, ETH_PLAN);
    expect(dearer.seen.state).toMatchObject({ step: "pay", notice: costChangedText(more, ETH_CHOICE) });
    expect(dearer.seen.payments).toEqual([]);

    const wrong = ethereumRun();
    const text = wrongEthereumNetwork("Ethereum (devnet)");
    wrong.control.wallet = async () => ({ ok: false, error: text });
    await runAccountCreation(wrong.deps, ETH_PLAN);
    expect(wrong.seen.state).toMatchObject({ step: "pay", notice: text });
    expect(wrong.seen.errors).toEqual([text]);
    expect(wrong.seen.payments).toEqual([]);
  });

  it("a refused or failed wallet transaction returns to step 1: 'Error in signing transaction, please try again'", async () => {
    const rejected = ethereumRun();
    rejected.control.send = async () => {
      throw rpcError(4001, "MetaMask Tx Signature: User denied transaction signature.");
    };
    await runAccountCreation(rejected.deps, ETH_PLAN);
    expect(rejected.seen.state).toMatchObject({
      step: "username",
      notice: ERROR_SIGNING_TRANSACTION,
      progress: null,
    });
    expect([rejected.seen.errors, rejected.seen.orders]).toEqual([[], []]);

    const broke = ethereumRun();
    broke.control.send = async () => {
      throw rpcError(-32000, "insufficient funds for gas * price + value");
    };
    await runAccountCreation(broke.deps, ETH_PLAN);
    expect(broke.seen.state).toMatchObject({ step: "username", notice: ERROR_SIGNING_TRANSACTION });
    expect(broke.seen.errors).toEqual([ETHEREUM_SEND_FAILED]);
  });

  it("with the payment sent and no answer, waits and reports it again after a reconnection", async () => {
    const fake = ethereumRun();
    fake.answers.transferOnEthereum = { kind: "noAnswer" };
    await runAccountCreation(fake.deps, ETH_PLAN);
    expect(fake.seen.state.progress).toMatchObject({ phase: "submitted", status: WAITING_FOR_SERVICE });
    expect(fake.seen.failed).toEqual([]);
    expect(fake.seen.holds).toBe(1);
    fake.answers.transferOnEthereum = { kind: "answered", answer: { ok: true } };
    fake.reconnect();
    expect(fake.seen.sent.map(([event]) => event)).toEqual([
      "request",
      "transferOnEthereum",
      "transferOnEthereum",
    ]);
    fake.push({ kind: "accountCreated", news: created });
    expect(fake.seen.state.progress?.phase).toBe("created");
  });

  it("a refused report of a sent payment fails the order and the progress dialog says why", async () => {
    const fake = ethereumRun();
    fake.answers.transferOnEthereum = { kind: "refused", message: "The request has expired" };
    await runAccountCreation(fake.deps, ETH_PLAN);
    expect(fake.seen.failed).toEqual([[REQUEST_ID, "The request has expired"]]);
    expect(fake.seen.state.progress).toMatchObject({ phase: "failed", status: "The request has expired" });
    expect(fake.seen.holds).toBe(0);
  });
});
