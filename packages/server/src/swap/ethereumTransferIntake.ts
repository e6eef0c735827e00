import type { TransferOnEthereumPayload } from "@ux/core/accounts/socket";
import type { SwapJob } from "../db/swapJobStore";
import { swapJob } from "../db/swapJobStore";
import type { IntakeResult } from "./accountPaymentIntake";
import { type JobContext, move } from "./jobContext";

/*
 * transferOnEthereum: the report that a request's payment was sent. The request must have been accepted
 * (`request`), the report must describe it, and the transaction itself must name it (its data carries the
 * request id), come from the request's payer and pay the service: so a hash seen on Ethereum cannot be claimed
 * for another request or account. From then on the worker follows the payment; a short or late one is
 * refunded once final. Reporting the same hash again re-attaches to the job.
 */

const lower = (text: string) => text.toLowerCase();

function describesJob(job: SwapJob, payload: TransferOnEthereumPayload): boolean {
  const { send, receive } = payload;
  return (
    lower(send.account) === job.payment.payer &&
    send.asset.chain === job.payment.chain &&
    send.asset.symbol === job.payment.symbol &&
    (job.newAccount?.name ?? null) === (payload.newAccount?.name ?? null) &&
    (job.payout === null || job.payout.account === receive.account)
  );
}

export async function acceptEthereumTransfer(
  context: JobContext,
  payload: TransferOnEthereumPayload,
): Promise<IntakeResult> {
  const ethereum = context.ethereum;
  if (ethereum === null) return { ok: false, error: "Ethereum payments are not accepted" };
  const hash = lower(payload.transactionHash);
  const job = await swapJob(context.db, payload.id);
  if (job === null)
    return {
      ok: false,
      error: `Unknown request ${payload.id}: send request first, then pay what it answers`,
    };
  if (job.paymentTx !== null)
    return job.paymentTx === hash
      ? { ok: true, job }
      : { ok: false, error: `Request ${payload.id} was already paid by ${job.paymentTx}` };
  if (job.state !== "quoted" || job.payment.signed !== null)
    return { ok: false, error: `Request ${payload.id} is not waiting for an Ethereum payment` };
  if (!describesJob(job, payload))
    return { ok: false, error: `The transfer does not match request ${payload.id}` };

  const view = await ethereum.chain.payment(hash);
  if (view === null)
    return {
      ok: false,
      error: `The transaction ${hash} is not known to Ethereum: report it once it is sent`,
    };
  if (view.requestId !== job.id)
    return {
      ok: false,
      error: `The transaction ${hash} does not name request ${job.id}: send it with the data the request answered`,
    };
  if (view.from !== job.payment.payer)
    return { ok: false, error: `The transaction ${hash} was not sent by ${job.payment.payer}` };
  if (view.to !== lower(ethereum.config.ourAddress) || view.token !== job.payment.contract)
    return {
      ok: false,
      error: `The transaction ${hash} does not pay ${job.payment.symbol} to the swap service`,
    };
  try {
    const received = await move(context, job, { state: "received", paymentTx: hash });
    if (received === null)
      return { ok: false, error: `Request ${payload.id} changed meanwhile: report the payment again` };
    return { ok: true, job: received };
  } catch {
    return { ok: false, error: `The transaction ${hash} already paid for another request` };
  }
}
