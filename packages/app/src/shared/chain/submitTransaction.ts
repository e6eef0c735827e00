import type {
  ActionInput,
  ChainClient,
  PushResult,
  SignedTransaction,
  TransactionSigner,
} from "@ux/core/chainClient";
import {
  isNodeosErrorNamed,
  isNodeUnreachable,
  readTransactionHeader,
  TX_DUPLICATE_CODE,
  toTransactionError,
} from "@ux/core/chainClient";
import { type ConfirmedTransaction, confirmTransaction } from "./confirmTransaction";
import { pollDelayMs } from "./pollingSchedule";
import { createPackedTransactionPusher, type PushOptions } from "./pushPackedTransaction";
import { realSleep, type Sleep } from "./sleep";

export type SubmissionStage = "preparing" | "signing" | "sending" | "confirming";

export interface SubmitTransactionArgs {
  api: ChainClient;
  signer: TransactionSigner;
  actions: readonly ActionInput[];
  /** The network's guaranteed-push flag: send_transaction2 instead of send_transaction. */
  pushGuarantee?: boolean;
  /** Blocks to wait after the transaction's block instead of irreversibility (e.g. withdrawall: 1). */
  confirmations?: number;
  expireSeconds?: number;
  blocksBehind?: number;
  sleep?: Sleep;
  signal?: AbortSignal;
  /** The spec's 'update-error event': the node's first detail message, before the promise rejects with it. */
  onUpdateError?: (message: string) => void;
  onStage?: (stage: SubmissionStage) => void;
  onResend?: (attempt: number) => void;
}

/** Sends lost to the network are tried this many times in all before the submission gives up. */
export const MAX_SEND_ATTEMPTS = 10;

/** What one send attempt can end with besides an answer: a duplicate means an earlier attempt got through. */
type SendOutcome = { kind: "accepted"; result: PushResult } | { kind: "known" };

async function sendWithRetry(
  send: () => Promise<PushResult>,
  sleep: Sleep,
  signal: AbortSignal | undefined,
): Promise<SendOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { kind: "accepted", result: await send() };
    } catch (error) {
      if (attempt > 0 && isNodeosErrorNamed(error, "tx_duplicate", TX_DUPLICATE_CODE))
        return { kind: "known" };
      if (!isNodeUnreachable(error) || attempt + 1 >= MAX_SEND_ATTEMPTS || signal?.aborted) throw error;
      await sleep(pollDelayMs(attempt), signal);
    }
  }
}

/**
 * The one submission path of every feature (spec 2 §4): build the transaction 3 blocks behind head with a
 * 360 s expiry, sign it with the connected wallet, send it (send_transaction2 when the network guarantees
 * pushes), then confirm it. Every failure rejects with a TransactionError whose message is the node's first
 * detail (also passed to onUpdateError), the wallet's text, or ours.
 */
export async function submitTransaction(args: SubmitTransactionArgs): Promise<ConfirmedTransaction> {
  const { api, signal } = args;
  const sleep = args.sleep ?? realSleep;
  try {
    args.onStage?.("preparing");
    const { header, referenceBlockNum } = await readTransactionHeader(api, {
      blocksBehind: args.blocksBehind,
      expireSeconds: args.expireSeconds,
      signal,
    });

    args.onStage?.("signing");
    const signed: SignedTransaction = await args.signer.sign(header, args.actions);

    args.onStage?.("sending");
    const push = createPackedTransactionPusher(api);
    const pushOptions: PushOptions = {
      pushGuarantee: args.pushGuarantee,
      ...(args.confirmations === undefined ? {} : { retryTrxNumBlocks: args.confirmations }),
    };
    const send = () => push(signed, pushOptions, signal);
    const outcome = await sendWithRetry(send, sleep, signal);

    args.onStage?.("confirming");
    return await confirmTransaction({
      api,
      transactionId: outcome.kind === "accepted" ? outcome.result.transactionId : signed.id,
      blockNum: outcome.kind === "accepted" ? outcome.result.blockNum : null,
      referenceBlockNum,
      expiration: header.expiration,
      ...(args.confirmations === undefined ? {} : { depth: args.confirmations }),
      resend: send,
      sleep,
      ...(signal ? { signal } : {}),
      ...(args.onResend ? { onResend: args.onResend } : {}),
    });
  } catch (error) {
    if (signal?.aborted && error === signal.reason) throw error;
    const failure = toTransactionError(error);
    args.onUpdateError?.(failure.message);
    throw failure;
  }
}
