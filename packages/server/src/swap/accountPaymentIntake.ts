import type { CreateAccountPayload } from "@ux/core/accounts/socket";
import { chainTimeToSeconds } from "@ux/core/chainClient";
import { isValidReferralCode } from "@ux/core/names";
import { insertSwapJob, type SwapJob, swapJob, swapJobOfPayment } from "../db/swapJobStore";
import { readAccountPayment } from "./antelopePayment";
import { storedFromPacked } from "./antelopeSender";
import { fail, type JobContext, move } from "./jobContext";
import { memoAccountPlan, type NewAccountChecks } from "./newAccountPlanning";
import type { SwapMarket } from "./swapMarket";

/*
 * createAccount: an EOSIO payer's signed, unbroadcast payment. Everything is checked first (the transfer, the
 * cost, the memo's name and keys, that the name is free); only then is the job stored, with the signed bytes,
 * and the payment broadcast. A refusal before that point moves no money. Handing the same payment over again
 * (a reconnection) re-attaches to its job instead of paying twice.
 */

export type IntakeResult = { ok: true; job: SwapJob } | { ok: false; error: string };

export interface AccountIntakeDeps extends NewAccountChecks {
  context: JobContext;
  market: SwapMarket;
}

export async function acceptAccountPayment(
  deps: AccountIntakeDeps,
  payload: CreateAccountPayload,
): Promise<IntakeResult> {
  const { context } = deps;
  const payer = context.payers.get(payload.chain);
  if (payer === undefined)
    return {
      ok: false,
      error: `Accounts are paid on ${[...context.payers.keys()].join(", ") || "no EOSIO chain"}, not ${payload.chain}`,
    };
  let stored: ReturnType<typeof storedFromPacked>;
  try {
    stored = storedFromPacked(payload.chain, payload.serializedTransaction, payload.signatures);
  } catch {
    return { ok: false, error: "The payment is not a serialized transaction" };
  }
  const again = await swapJob(context.db, payload.id);
  if (again !== null)
    return again.paymentTx === stored.id && again.payment.chain === payload.chain
      ? { ok: true, job: again }
      : { ok: false, error: `The order id ${payload.id} is already used by another order` };
  const paid = await swapJobOfPayment(context.db, payload.chain, stored.id);
  if (paid !== null) return { ok: false, error: `This payment was already handed over (order ${paid.id})` };

  const info = await payer.chain.getInfo();
  const reading = await readAccountPayment(payload.serializedTransaction, {
    payer: payer.config,
    tokenAbi: (contract) => payer.abis.get(contract),
    costUnits: (symbol, decimals) => deps.market.accountCost({ symbol, decimals }),
    headSeconds: chainTimeToSeconds(info.head_block_time),
  });
  if (!reading.ok) return reading;
  const { payment } = reading;
  const planned = await memoAccountPlan(deps, payment.memo);
  if (!planned.ok) return planned;

  const inserted = await insertSwapJob(
    context.db,
    {
      id: payload.id,
      kind: "account",
      state: "received",
      payment: {
        chain: payload.chain,
        symbol: payment.symbol,
        decimals: payment.decimals,
        contract: payment.contract,
        payer: payment.from,
        required: (deps.market.accountCost(payment) ?? payment.units).toString(),
        paid: payment.units.toString(),
        signed: stored,
        blockNum: null,
        paidAt: null,
      },
      paymentTx: stored.id,
      newAccount: planned.plan,
      payout: null,
      referralCode: isValidReferralCode(payload.referralCode) ? payload.referralCode : null,
      expiresAt: payment.expiration * 1000,
    },
    context.now(),
  );
  const job = await swapJob(context.db, payload.id);
  if (!inserted || job === null)
    return { ok: false, error: "This payment or order id was handed over already" };

  const pushed = await payer.sender.push(stored);
  if (pushed.kind === "refused") {
    await fail(context, job, `The payment was refused: ${pushed.error}`);
    return { ok: false, error: `The payment was refused by ${payload.chain}: ${pushed.error}` };
  }
  if (pushed.kind === "unknown") return { ok: true, job };
  const broadcast = await move(context, job, {
    state: "broadcast",
    payment: { ...job.payment, blockNum: pushed.blockNum },
  });
  return { ok: true, job: broadcast ?? job };
}
