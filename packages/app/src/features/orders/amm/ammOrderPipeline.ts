import type {
  ActionInput,
  ChainClient,
  PermissionLevel,
  PushResult,
  SignedTransaction,
} from "@ux/core/chainClient";
import {
  isNodeosErrorNamed,
  isNodeUnreachable,
  readableTransactionError,
  referenceBlockFromTapos,
  TransactionError,
  TX_DUPLICATE_CODE,
  toTransactionError,
} from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import type { AmmOrderRequest, PlacedAmmOrder } from "../../../shared/amm/ammOrderRequest";
import { contractReturnValues } from "../../../shared/chain/actionReturnValues";
import {
  type AmmAttemptOutcome,
  ERROR_SUBMITTING_TX,
  retryAmmTransaction,
} from "../../../shared/chain/ammRetry";
import { confirmTransaction } from "../../../shared/chain/confirmTransaction";
import type { PackedTransactionPusher, PushOptions } from "../../../shared/chain/pushPackedTransaction";
import type { Sleep } from "../../../shared/chain/sleep";
import { msg } from "../../../shared/i18n/msg";
import { SIGNING_NOTICE } from "../../../shared/notifications/notificationPolicy";
import type { Notifier } from "../../../shared/notifications/notifier";
import type { SignedPreparedTransaction } from "../../auth";
import type { AmmSocketClient } from "../socket/ammSocketClient";
import type { PreparedTx } from "../socket/ammSocketPayloads";
import type { OrdersState } from "../store/ordersStore";
import { newAmmOrder, ORDER_ACTION_NAMES, orderActionsOf, orderNotice } from "./ammOrderHistory";
import { awaitSettlement, forgetSettlement } from "./orderSettlement";

/*
 * The AMM order pipeline (spec 2 §4 'Transaction submission', §7 'AMM socket'): the order enters the
 * history in progress; the AMM service pays the resources (payForResources -> preparedTx, its noop first);
 * the user's wallet co-signs exactly those bytes; the transaction is pushed, the order ids read from the
 * placeorder/ufxhop return values and handed to the service (placedorder), and the transaction confirmed
 * by the shared polling. Its report completes the order later (reports/). Everything it touches comes in
 * as AmmOrderDeps, so every path runs in tests against a fake socket and node.
 */

export const AMM_SIGNING_NOTICE_KEY = msg("amm-order-signing");
/** When the service refused to prepare the transaction without saying why. */
export const NOT_PREPARED = msg("The AMM service did not prepare the transaction");
export const AMM_NOT_CONFIGURED = msg("The AMM is not configured on this network");

export interface AmmOrderDeps {
  config: NetworkConfig;
  /** The UX account's permission level, and whether it signs through the browser wallet's gateway. */
  signer: PermissionLevel;
  browserWallet: boolean;
  /** The AMM socket of the account (connected on demand). */
  socket(): AmmSocketClient;
  node: Pick<ChainClient, "getInfo" | "getBlockTransactionIds">;
  push: PackedTransactionPusher;
  /** The wallet's signatures over the prepared bytes, refused when they are not the expected actions. */
  signPrepared(packedHex: string, expected: readonly ActionInput[]): Promise<SignedPreparedTransaction>;
  /** The browser wallet's path (the shared submitActions through the gateway), errors not shown. */
  submitThroughGateway(actions: readonly ActionInput[]): Promise<{ transactionId: string }>;
  /** The spec's readable errors: 'User rejected signature', the RAM dialog, CPU/NET staking. */
  presentError(failure: TransactionError): Promise<void>;
  notify: Pick<Notifier, "info" | "error" | "persistent" | "dismiss">;
  orders(): Pick<OrdersState, "orders" | "addOrder" | "updateOrder">;
  openReport(uuid: string): void;
  sleep: Sleep;
  now(): number;
  newUuid(): string;
  log(message: string, detail?: unknown): void;
}

interface CoSigned {
  signed: SignedTransaction;
  expiration: string;
  refBlockNum: number;
}

interface Pushed {
  transactionId: string;
  /** Null when a re-push found it already known (sent before the network dropped the answer). */
  blockNum: number | null;
  orderIds: string[];
  coSigned: CoSigned;
}

/** How an order ended without being placed. */
type Failure =
  /** The co-signed transaction never came: loading ends silently (spec 2 §8). */
  | { kind: "missing"; message: string }
  /** No answer after every retry. */
  | { kind: "exhausted" }
  | { kind: "failed"; failure: TransactionError };

/**
 * Places the request's transaction. Resolves once it is confirmed on chain and the service knows its order
 * ids; rejects with a TransactionError after the order is marked failed and the error shown. The request's
 * onSettled is called when the order's reports are all in, before or after this settles, even after a
 * rejection (a failed confirmation does not mean the transaction is not on chain).
 */
export async function runAmmOrder(request: AmmOrderRequest, deps: AmmOrderDeps): Promise<PlacedAmmOrder> {
  const ux = deps.config.chains.ux;
  const amm = ux?.amm;
  if (ux === undefined || amm === undefined) throw new TransactionError(AMM_NOT_CONFIGURED);
  const actions = request.buildActions(deps.signer);
  const orderActions = orderActionsOf(actions, amm);
  const uuid = deps.newUuid();
  const order = newAmmOrder({
    request,
    uuid,
    date: deps.now(),
    context: { account: deps.signer.actor, chainName: ux.name, chainLabel: ux.label },
    expectedReports: orderActions.length,
    gateway: deps.browserWallet,
  });
  deps.orders().addOrder(order);
  // The form hears of the settlement from the order's reports, whatever this promise ends with.
  if (request.onSettled) awaitSettlement(uuid, request.onSettled);
  deps.notify.info(orderNotice(order));

  if (deps.browserWallet) {
    try {
      const { transactionId } = await deps.submitThroughGateway(actions);
      deps.orders().updateOrder(uuid, { ammTxIds: [transactionId] });
      return { uuid, transactionId, orderIds: [] };
    } catch (error) {
      throw await failOrder(deps, uuid, { kind: "failed", failure: toTransactionError(error) });
    }
  }

  const pushOptions: PushOptions = { pushGuarantee: ux.apiPushGuarantee };
  const attempts = coSignedPushAttempts(deps, actions, amm, pushOptions);
  const result = await retryAmmTransaction<Pushed>(attempts.attempt, deps.sleep);
  if (result.kind === "missing")
    throw await failOrder(deps, uuid, { kind: "missing", message: attempts.refusal() ?? NOT_PREPARED });
  if (result.kind === "exhausted") throw await failOrder(deps, uuid, { kind: "exhausted" });
  if (result.kind === "failed")
    throw await failOrder(deps, uuid, { kind: "failed", failure: toTransactionError(result.cause) });

  const pushed = result.value;
  deps.orders().updateOrder(uuid, {
    orderTxId: pushed.transactionId,
    ammTxIds: [pushed.transactionId],
    ammOrderIds: pushed.orderIds,
  });
  await tellService(deps, request.pools[0].id, orderActions, pushed);
  try {
    await confirmPushed(deps, pushed, () => deps.push(pushed.coSigned.signed, pushOptions));
  } catch (error) {
    // Its report may already have come: then it is on chain whatever the polling met.
    const reported = deps.orders().orders.find((o) => o.uuid === uuid)?.report?.length ?? 0;
    if (reported === 0)
      throw await failOrder(deps, uuid, { kind: "failed", failure: toTransactionError(error) });
    deps.log(`confirmation of ${pushed.transactionId} failed after its report arrived`, error);
  }
  return { uuid, transactionId: pushed.transactionId, orderIds: pushed.orderIds };
}

/**
 * One try of the co-signed push, for retryAmmTransaction: ask the service for the prepared transaction
 * (unresolved while the socket is down or silent, missing when it refuses), have the wallet co-sign it
 * once, then push it. A lost answer is pending: the same bytes are sent again, and a duplicate then means
 * the first send went through.
 */
function coSignedPushAttempts(
  deps: AmmOrderDeps,
  actions: readonly ActionInput[],
  amm: string,
  pushOptions: PushOptions,
) {
  let coSigned: CoSigned | null = null;
  let refusal: string | null = null;
  let sent = false;

  const coSign = async (prepared: PreparedTx): Promise<CoSigned> => {
    deps.notify.persistent(AMM_SIGNING_NOTICE_KEY, SIGNING_NOTICE);
    try {
      const wallet = await deps.signPrepared(prepared.serializedTransactionX, actions);
      return {
        signed: {
          id: wallet.id,
          packedTrx: prepared.serializedTransactionX,
          signatures: [...prepared.signatures, ...wallet.signatures],
        },
        expiration: wallet.expiration,
        refBlockNum: wallet.refBlockNum,
      };
    } finally {
      deps.notify.dismiss(AMM_SIGNING_NOTICE_KEY);
    }
  };

  const attempt = async (): Promise<AmmAttemptOutcome<Pushed>> => {
    if (coSigned === null) {
      const answer = await deps.socket().payForResources(actions);
      if (answer.kind === "noAnswer") return { status: "unresolved" };
      if (answer.kind === "refused") {
        refusal = answer.message;
        return { status: "missing" };
      }
      coSigned = await coSign(answer.prepared);
    }
    try {
      const pushed = await deps.push(coSigned.signed, pushOptions);
      const ids = contractReturnValues(pushed.actionTraces, amm, ORDER_ACTION_NAMES);
      const orderIds = ids.filter((id): id is string => id !== null);
      return {
        status: "done",
        value: { transactionId: pushed.transactionId, blockNum: pushed.blockNum, orderIds, coSigned },
      };
    } catch (error) {
      if (isNodeUnreachable(error)) {
        sent = true;
        return { status: "pending" };
      }
      if (sent && isNodeosErrorNamed(error, "tx_duplicate", TX_DUPLICATE_CODE)) {
        return {
          status: "done",
          value: { transactionId: coSigned.signed.id, blockNum: null, orderIds: [], coSigned },
        };
      }
      throw error;
    }
  };
  return { attempt, refusal: () => refusal };
}

/** The shared confirmation polling, from what the push said (or, without a block, from the TaPoS block). */
async function confirmPushed(
  deps: AmmOrderDeps,
  pushed: Pushed,
  resend: () => Promise<PushResult>,
): Promise<void> {
  const near = pushed.blockNum ?? (await deps.node.getInfo()).head_block_num;
  await confirmTransaction({
    api: deps.node,
    transactionId: pushed.transactionId,
    blockNum: pushed.blockNum,
    referenceBlockNum: referenceBlockFromTapos(pushed.coSigned.refBlockNum, near),
    expiration: pushed.coSigned.expiration,
    resend,
    sleep: deps.sleep,
  });
}

/**
 * placedorder {pool_id, actions, order_ids, tx_id}. Without every order id (a re-push that found the
 * transaction already known returns no trace) the service is not told; the report is then matched by
 * the transaction id it carries. A refusal is logged: the orders are on chain and will settle anyway.
 */
async function tellService(
  deps: AmmOrderDeps,
  poolId: number,
  orderActions: readonly ActionInput[],
  pushed: Pushed,
): Promise<void> {
  if (pushed.orderIds.length === 0 || pushed.orderIds.length !== orderActions.length) {
    deps.log(`order ids of ${pushed.transactionId} unknown; its reports are matched by transaction id`);
    return;
  }
  const refused = await deps.socket().placedOrder({
    pool_id: poolId,
    actions: orderActions,
    order_ids: pushed.orderIds,
    tx_id: pushed.transactionId,
  });
  if (refused !== null) deps.log(`placedorder refused: ${refused}`);
}

/**
 * Marks the order failed and tells the user, then gives the error to reject with (spec 2 §8): a missing
 * co-signed transaction ends silently (the service's msg already said why); a rejected signature and the
 * resource errors get their readable form (toast, RAM or CPU/NET dialog); anything else, and retries run
 * out, shows 'Error submitting tx' and the order's report dialog with the reason.
 */
async function failOrder(deps: AmmOrderDeps, uuid: string, failure: Failure): Promise<TransactionError> {
  const mark = (errorMessage: string) =>
    deps.orders().updateOrder(uuid, { completed: true, error: true, errorMessage });
  switch (failure.kind) {
    case "missing":
      // The service never prepared it: nothing was signed, so no report will come.
      forgetSettlement(uuid);
      mark(failure.message);
      return new TransactionError(failure.message);
    case "exhausted":
      mark(ERROR_SUBMITTING_TX);
      deps.notify.error(ERROR_SUBMITTING_TX);
      deps.openReport(uuid);
      return new TransactionError(ERROR_SUBMITTING_TX);
    case "failed": {
      const readable = readableTransactionError(failure.failure);
      mark(readable.message);
      if (readable.kind === "failed") {
        deps.notify.error(ERROR_SUBMITTING_TX);
        deps.openReport(uuid);
      } else {
        await deps.presentError(failure.failure);
        if (readable.kind === "rejected") deps.openReport(uuid);
      }
      return failure.failure;
    }
  }
}
