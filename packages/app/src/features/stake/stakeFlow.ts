import type { ActionInput, ChainClient } from "@ux/core/chainClient";
import { referenceBlockFromTapos, TransactionError, toTransactionError } from "@ux/core/chainClient";
import { confirmTransaction } from "../../shared/chain/confirmTransaction";
import type { PackedTransactionPusher, PushOptions } from "../../shared/chain/pushPackedTransaction";
import type { Sleep } from "../../shared/chain/sleep";
import { msg } from "../../shared/i18n/msg";
import { SIGNING_NOTICE } from "../../shared/notifications/notificationPolicy";
import type { Notifier } from "../../shared/notifications/notifier";
import type { SignedPreparedTransaction } from "../auth";
import { type CosignAnswer, STAKE_SERVICE_SILENT } from "./socket/stakeSocketClient";

/*
 * The stake flow (spec 2 §4 'Stake flow'): the request goes to the stake service, which answers a partially
 * signed transaction; the user's wallet co-signs exactly those bytes (only if they hold the user's expected
 * actions); it is pushed and confirmed by the shared polling (2 blocks for a stake, 1 for unstake/redeem);
 * the chain reads are refreshed and 'QuickStake Complete' or 'Unstake Complete' is shown. A refusal was
 * already shown as the service's msg; a failed signature or push is shown in its readable form.
 */

export const STAKE_SIGNING_NOTICE_KEY = msg("stake-signing");
export const QUICKSTAKE_COMPLETE = msg("QuickStake Complete");
export const UNSTAKE_COMPLETE = msg("Unstake Complete");

/** What the service co-signed. */
export interface Cosigned {
  tx: Record<string, unknown>;
  signatures: string[];
  serializedTransaction: string;
}

export interface StakeFlowDeps {
  node: Pick<ChainClient, "getInfo" | "getBlockTransactionIds">;
  push: PackedTransactionPusher;
  pushOptions: PushOptions;
  signPrepared(packedHex: string, expected: readonly ActionInput[]): Promise<SignedPreparedTransaction>;
  presentError(failure: TransactionError): Promise<void>;
  notify: Pick<Notifier, "success" | "error" | "persistent" | "dismiss">;
  /** Refreshes every chain read (balances) once confirmed. */
  invalidate(): Promise<void>;
  sleep: Sleep;
}

export interface CosignedRun<Response extends Cosigned> {
  request(): Promise<CosignAnswer<Response>>;
  /** The user's actions the transaction must hold, given the service's answer. */
  expected(response: Response): readonly ActionInput[] | string;
  depth: number;
  completeText: string;
}

/** Runs one co-signed transaction; resolves with the service's answer once confirmed, null when it failed. */
export async function runCosigned<Response extends Cosigned>(
  deps: StakeFlowDeps,
  run: CosignedRun<Response>,
): Promise<Response | null> {
  const answer = await run.request();
  if (answer.kind === "noAnswer") {
    deps.notify.error(STAKE_SERVICE_SILENT);
    return null;
  }
  if (answer.kind === "refused") return null;
  const response = answer.response;
  try {
    const expected = run.expected(response);
    if (typeof expected === "string") throw new TransactionError(expected);
    deps.notify.persistent(STAKE_SIGNING_NOTICE_KEY, SIGNING_NOTICE);
    let wallet: SignedPreparedTransaction;
    try {
      wallet = await deps.signPrepared(response.serializedTransaction, expected);
    } finally {
      deps.notify.dismiss(STAKE_SIGNING_NOTICE_KEY);
    }
    const signed = {
      id: wallet.id,
      packedTrx: response.serializedTransaction,
      signatures: [...response.signatures, ...wallet.signatures],
    };
    const pushed = await deps.push(signed, deps.pushOptions);
    const near = pushed.blockNum ?? (await deps.node.getInfo()).head_block_num;
    await confirmTransaction({
      api: deps.node,
      transactionId: pushed.transactionId,
      blockNum: pushed.blockNum,
      referenceBlockNum: referenceBlockFromTapos(wallet.refBlockNum, near),
      expiration: wallet.expiration,
      depth: run.depth,
      resend: () => deps.push(signed, deps.pushOptions),
      sleep: deps.sleep,
    });
  } catch (error) {
    await deps.presentError(toTransactionError(error));
    return null;
  }
  await deps.invalidate();
  deps.notify.success(run.completeText);
  return response;
}
