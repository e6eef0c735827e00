import type { SwapJob } from "../db/swapJobStore";
import { fail, type JobContext, move } from "./jobContext";

/*
 * Following a payment until it is final, for both kinds of payer. EOSIO: the signed transfer is pushed (again,
 * if a crash left its outcome unknown) until history shows it, then waited on until its block is
 * irreversible. Ethereum: the reported transaction is read until it has the configured confirmations, its
 * depth pushed to the page as it grows. Only then does the job reach `final`, the one state that moves
 * anything on UX.
 */

/** How long after a request's expiry an unmined Ethereum payment is still waited for. */
const UNMINED_GRACE_MS = 10 * 60_000;

export async function advanceAntelopePayment(context: JobContext, job: SwapJob): Promise<void> {
  const payer = context.payers.get(job.payment.chain);
  const signed = job.payment.signed;
  if (payer === undefined || signed === null) {
    await fail(context, job, `No payer chain ${job.payment.chain} is configured`);
    return;
  }
  const outcome = await payer.sender.outcome(signed);
  if (outcome.kind === "dead") {
    await fail(context, job, "The payment never reached the chain: nothing was paid");
    return;
  }
  if (job.state === "received") {
    if (outcome.kind === "applied") {
      await move(context, job, {
        state: "broadcast",
        payment: { ...job.payment, blockNum: outcome.blockNum },
      });
      return;
    }
    const pushed = await payer.sender.push(signed);
    if (pushed.kind === "applied")
      await move(context, job, {
        state: "broadcast",
        payment: { ...job.payment, blockNum: pushed.blockNum },
      });
    else if (pushed.kind === "refused") await fail(context, job, `The payment was refused: ${pushed.error}`);
    return;
  }
  if (outcome.kind !== "applied") return;
  if (await payer.sender.isIrreversible(outcome.blockNum))
    await move(context, job, { state: "final", payment: { ...job.payment, blockNum: outcome.blockNum } });
}

export async function advanceEthereumPayment(context: JobContext, job: SwapJob): Promise<void> {
  const ethereum = context.ethereum;
  if (ethereum === null || job.paymentTx === null) {
    await fail(context, job, "Ethereum payments are not configured");
    return;
  }
  const view = await ethereum.chain.payment(job.paymentTx);
  if (view?.mined == null) {
    if (context.now() > job.expiresAt + UNMINED_GRACE_MS)
      await fail(context, job, "The payment was never mined: nothing was paid");
    return;
  }
  const { mined } = view;
  if (!mined.succeeded) {
    await fail(context, job, "The payment transaction failed on Ethereum: nothing was paid");
    return;
  }
  const payment = {
    ...job.payment,
    paid: view.units.toString(),
    blockNum: mined.blockNumber,
    paidAt: mined.blockTimeMs,
  };
  const required = ethereum.config.confirmations;
  const confirmations = Math.min(mined.confirmations, required);
  if (confirmations >= required) {
    await move(context, job, { state: "final", payment, confirmations });
    return;
  }
  if (job.state === "received") {
    await move(context, job, { state: "broadcast", payment, confirmations });
    return;
  }
  if (confirmations !== job.confirmations) {
    const next = await move(context, job, { payment, confirmations });
    if (next !== null) context.notifier.publish(next);
  }
}
