import { formatAsset } from "@ux/core/money";
import type { StoredEthereumTransaction, StoredTransaction, SwapJob } from "../db/swapJobStore";
import { fail, type JobContext, move } from "./jobContext";

/*
 * Sending a failed job's payment back to the payer, on the chain it came from: the fund's refund permission
 * on an EOSIO chain, the receiving address's key on Ethereum. As with UX, the signed refund is stored before
 * it is pushed and asked about after a crash, so a payer is refunded exactly once.
 */

const isEthereum = (tx: StoredTransaction | StoredEthereumTransaction): tx is StoredEthereumTransaction =>
  "hash" in tx;

async function signRefund(context: JobContext, job: SwapJob, paid: bigint) {
  const { payment } = job;
  if (payment.signed === null) {
    if (context.ethereum === null) throw new Error("Ethereum refunds are not configured");
    return context.ethereum.refunder.sign(job.id, payment.payer, payment.contract, paid);
  }
  const payer = context.payers.get(payment.chain);
  if (payer === undefined || payment.contract === null) throw new Error(`No payer chain ${payment.chain}`);
  const quantity = formatAsset({
    amount: paid,
    symbol: { code: payment.symbol, precision: payment.decimals },
  });
  return payer.sender.sign(
    [
      {
        account: payment.contract,
        name: "transfer",
        authorization: [{ actor: payer.signer.account, permission: payer.signer.permission }],
        data: {
          from: payer.signer.account,
          to: payment.payer,
          quantity,
          memo: `UX Network refund ${job.id}`,
        },
      },
    ],
    payer.signer,
    context.expireSeconds,
  );
}

/** Pushes (again) and reads where the refund stands: applied, pending, or dead (sign another). */
async function refundOutcome(
  context: JobContext,
  job: SwapJob,
  tx: StoredTransaction | StoredEthereumTransaction,
): Promise<"applied" | "pending" | "dead"> {
  if (isEthereum(tx)) {
    const refunder = context.ethereum?.refunder;
    if (refunder === undefined) return "pending";
    let outcome = await refunder.outcome(tx);
    if (outcome.kind === "pending") {
      await refunder.broadcast(tx);
      outcome = await refunder.outcome(tx);
    }
    if (outcome.kind === "reverted")
      context.log(`swap job ${job.id}: refund ${tx.hash} reverted: needs an operator`);
    return outcome.kind === "applied" ? "applied" : outcome.kind === "dead" ? "dead" : "pending";
  }
  const payer = context.payers.get(tx.chain);
  if (payer === undefined) return "pending";
  const outcome = await payer.sender.outcome(tx);
  if (outcome.kind !== "pending") return outcome.kind;
  const pushed = await payer.sender.push(tx);
  if (pushed.kind === "refused") context.log(`swap job ${job.id}: refund refused: ${pushed.error}`);
  return pushed.kind === "applied" ? "applied" : "pending";
}

export async function advanceRefund(context: JobContext, job: SwapJob): Promise<void> {
  const paid = BigInt(job.payment.paid ?? "0");
  if (paid === 0n) {
    await fail(context, job, job.error ?? "Nothing was paid");
    return;
  }
  let tx = job.refundTx;
  if (tx === null) {
    const signed = await signRefund(context, job, paid);
    const stored = await move(context, job, { refundTx: signed });
    if (stored === null) return;
    tx = signed;
  }
  const outcome = await refundOutcome(context, job, tx);
  if (outcome === "applied") await move(context, job, { state: "refunded" });
  else if (outcome === "dead") await move(context, job, { refundTx: null });
}
