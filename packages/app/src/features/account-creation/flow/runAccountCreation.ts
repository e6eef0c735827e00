import { readableTransactionError } from "@ux/core/chainClient";
import { ERROR_SIGNING_TRANSACTION, ethPaymentProgress } from "@ux/core/forms";
import { ETHEREUM_SEND_FAILED } from "../../../shared/ethereum/metamaskMessages";
import { SIGNING_NOTICE } from "../../../shared/notifications/notificationPolicy";
import { accountPaymentTransfer, createAccountPayload } from "../payment/eosioPayment";
import { acceptedPayment, accountRequest } from "../payment/ethereumPayment";
import { progressed, returnedTo, started } from "./creationFlow";
import { accountCreationOrder, type CreationPlan } from "./creationPlan";
import type { CreationRunDeps } from "./creationRunDeps";
import { SERVICE_SILENT } from "./creationService";
import { PAYMENT_HANDED_OVER, WAITING_FOR_SERVICE } from "./creationTexts";
import { followCreationJob } from "./followCreationJob";

/**
 * One Create Account run, from the user's Create Account to the progress dialog's end (spec 1 §4, §7).
 * A failure before any money moves returns the flow to a form step with the inputs kept: a failed
 * signature to step 1 ('Error in signing transaction, please try again'), a refusal of the request to
 * step 3, a payment the wallet cannot make to step 2.
 */
export async function runAccountCreation(deps: CreationRunDeps, plan: CreationPlan): Promise<void> {
  if (plan.choice.payer === "eosio") await payOnEosio(deps, plan);
  else await payOnEthereum(deps, plan);
}

const backTo = (deps: CreationRunDeps, id: string, step: "username" | "pay" | "keys", notice: string) =>
  deps.update((state) => returnedTo(state, id, step, notice));

/**
 * EOSIO payer: the wallet signs the transfer to the swap fund without broadcasting it, and the service gets
 * it with createAccount; it checks it, broadcasts it, and creates the account once the payment is final.
 */
async function payOnEosio(deps: CreationRunDeps, plan: CreationPlan): Promise<void> {
  const { id, control } = plan;
  if (control.kind !== "keys") throw new Error("An EOSIO payer gives the new account's keys");
  deps.update((state) => started(state, { id, phase: "signing", percent: null, status: SIGNING_NOTICE }));
  let payload: ReturnType<typeof createAccountPayload>;
  try {
    const signed = await deps.signPayment(plan.payer, (signer) => [
      accountPaymentTransfer(plan.choice, signer, { name: plan.name, ...control }),
    ]);
    payload = createAccountPayload(id, plan.choice.chain, signed, plan.referralCode);
  } catch (error) {
    deps.log("account creation: the payment was not signed", error);
    backTo(deps, id, "username", ERROR_SIGNING_TRANSACTION);
    return;
  }
  deps.orders.record(accountCreationOrder(plan, deps.now(), deps.uxLabel));
  deps.update((state) => progressed(state, id, { phase: "submitted", status: PAYMENT_HANDED_OVER }));
  const handOver = await followCreationJob(deps, plan, () => deps.service.createAccount(payload), false);
  if (handOver.kind === "accepted") return;
  // Nothing was broadcast: the service refuses before it sends the payment on, and a payment it never got
  // expires unsent.
  const message = handOver.kind === "refused" ? handOver.message : SERVICE_SILENT;
  if (handOver.kind === "noAnswer") deps.notify.error(SERVICE_SILENT);
  deps.orders.fail(id, message);
  backTo(deps, id, "keys", message);
}

/**
 * Ethereum payer: the service accepts the request and says what to send; the browser wallet sends it (ETH,
 * or USDT with the data naming the request); transferOnEthereum reports it, and the service pushes the
 * confirmations (n/3) before it creates the account.
 */
async function payOnEthereum(deps: CreationRunDeps, plan: CreationPlan): Promise<void> {
  const { id, choice } = plan;
  const payerAddress = plan.payer.ethAddress;
  if (payerAddress === undefined) throw new Error("An Ethereum payer pays from its address");
  deps.update((state) =>
    started(state, { id, phase: "signing", percent: ethPaymentProgress(0).percent, status: SIGNING_NOTICE }),
  );
  const request = accountRequest({ ...plan, payerAddress });
  const answer = await deps.service.request(request);
  if (answer.kind !== "answered") {
    // A refusal was shown as the service's msg already.
    if (answer.kind === "noAnswer") deps.notify.error(SERVICE_SILENT);
    backTo(deps, id, "keys", answer.kind === "refused" ? answer.message : SERVICE_SILENT);
    return;
  }
  // What the wallet cannot pay as asked goes back to step 2, where the payment is chosen.
  const cannotPay = (text: string) => {
    deps.notify.error(text);
    backTo(deps, id, "pay", text);
  };
  const checked = acceptedPayment(answer.answer, request, choice);
  if (!checked.ok) return cannotPay(checked.error);
  const wallet = await deps.ethereumWallet(choice.chain);
  if (!wallet.ok) return cannotPay(wallet.error);
  let transactionHash: string;
  try {
    transactionHash = await deps.sendPayment(wallet.provider, checked.payment);
  } catch (error) {
    deps.log("account creation: the Ethereum payment was not sent", error);
    if (readableTransactionError(error).kind !== "rejected") deps.notify.error(ETHEREUM_SEND_FAILED);
    backTo(deps, id, "username", ERROR_SIGNING_TRANSACTION);
    return;
  }
  deps.orders.record(accountCreationOrder(plan, deps.now(), deps.uxLabel));
  deps.update((state) => progressed(state, id, { phase: "submitted", ...ethPaymentProgress(0) }));
  const report = { ...request, transactionHash };
  const handOver = await followCreationJob(deps, plan, () => deps.service.transferOnEthereum(report), true);
  if (handOver.kind === "noAnswer")
    deps.update((state) => progressed(state, id, { status: WAITING_FOR_SERVICE }));
  if (handOver.kind !== "refused") return;
  // The payment is sent and the service will not take it: say so; the order keeps the reason.
  deps.orders.fail(id, handOver.message);
  deps.update((state) => progressed(state, id, { phase: "failed", percent: null, status: handOver.message }));
}
