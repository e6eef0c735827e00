import { formatAsset } from "@ux/core/money";
import { recordReferralUse } from "../db/referralStore";
import type { StoredTransaction, SwapJob } from "../db/swapJobStore";
import { type JobContext, move, refund } from "./jobContext";
import { jobUxActions } from "./uxActions";

/*
 * A final payment's job on UX: the account and/or the payout, in ONE transaction signed by the fund. It is
 * stored before it is pushed; a restart finds it and asks history about it instead of signing another, and
 * only once history lacks it past its expiration (no block can include it any more) is a new one signed.
 * A transaction the chain refuses (the name was taken meanwhile, say) sends the job to its refund.
 */

const asset = (units: string | null, job: SwapJob) =>
  formatAsset({
    amount: BigInt(units ?? "0"),
    symbol: { code: job.payment.symbol, precision: job.payment.decimals },
  });

/** Why a final payment cannot be used as asked, or null. */
function paymentProblem(job: SwapJob): string | null {
  const paid = BigInt(job.payment.paid ?? "0");
  if (paid < BigInt(job.payment.required))
    return `The payment of ${asset(job.payment.paid, job)} is less than the ${asset(job.payment.required, job)} required`;
  if (job.payment.paidAt !== null && job.payment.paidAt > job.expiresAt)
    return "The payment arrived after the request expired";
  return null;
}

async function complete(context: JobContext, job: SwapJob, uxTx: StoredTransaction): Promise<void> {
  if (job.newAccount !== null && job.referralCode !== null) {
    const counted = await recordReferralUse(
      context.db,
      job.referralCode,
      job.newAccount.name,
      job.id,
      context.now(),
    );
    if (!counted)
      context.log(`swap job ${job.id}: referral code ${job.referralCode} is unknown; not counted`);
  }
  const done = await move(context, job, { state: job.newAccount === null ? "swapped" : "created" });
  if (done !== null) context.log(`swap job ${job.id}: ${done.state} in ${uxTx.id}`);
}

async function pushAndSettle(context: JobContext, job: SwapJob, uxTx: StoredTransaction): Promise<void> {
  const pushed = await context.ux.sender.push(uxTx);
  if (pushed.kind === "applied") await complete(context, job, uxTx);
  else if (pushed.kind === "refused")
    await refund(
      context,
      job,
      job.newAccount === null
        ? `The swap could not be paid on UX Network: ${pushed.error}`
        : `The account ${job.newAccount.name} could not be created: ${pushed.error}`,
    );
}

export async function executeOnUx(context: JobContext, job: SwapJob): Promise<void> {
  const problem = paymentProblem(job);
  if (problem !== null) {
    await refund(context, job, problem);
    return;
  }
  if (job.uxTx === null) {
    const signed = await context.ux.sender.sign(
      jobUxActions(context.ux.actions, job),
      context.ux.signer,
      context.expireSeconds,
    );
    const stored = await move(context, job, { uxTx: signed });
    if (stored !== null) await pushAndSettle(context, stored, signed);
    return;
  }
  const outcome = await context.ux.sender.outcome(job.uxTx);
  if (outcome.kind === "applied") await complete(context, job, job.uxTx);
  // Past its expiration and unknown to history: it never applied and never can; the next pass signs anew.
  else if (outcome.kind === "dead") await move(context, job, { uxTx: null });
  else await pushAndSettle(context, job, job.uxTx);
}
