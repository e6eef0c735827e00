import { AMM_DEPOSIT_MEMO, assetTextOf, type TokenWithDecimals } from "@ux/core/amm/contract";
import { buildTransaction, createChainClient, readTransactionHeader, signedWith } from "@ux/core/chainClient";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { Bytes, type PrivateKey, Serializer, Transaction, UInt64 } from "@wharfkit/antelope";
import type { Socket } from "socket.io-client";
import type { ReportEvent } from "../../../src/amm/socket/reportDelivery";
import type { PreparedTx } from "../../../src/amm/socket/resourcePayer";
import { AbiCache } from "../../../src/chain/abiCache";
import { encodeAction } from "../../../src/chain/actionData";
import { signTransaction } from "../../../src/chain/keySigning";
import { bindProven } from "../../support/provenSession";
import { connectClient } from "../../support/socketClient";
import { postJson } from "./chainReads";
import { AMM } from "./realNetwork";

/** An action as the app sends it on payForResources: data as JSON, encoded by the service through the ABI. */
export interface AppAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: Record<string, unknown>;
}

export const authOf = (actor: string) => [{ actor, permission: "active" }];

export function depositAction(owner: string, token: TokenWithDecimals, amount: bigint): AppAction {
  return {
    account: token.contract,
    name: "transfer",
    authorization: authOf(owner),
    data: { from: owner, to: AMM, quantity: assetTextOf(amount, token), memo: AMM_DEPOSIT_MEMO },
  };
}

export function ammAction(owner: string, name: string, data: Record<string, unknown>): AppAction {
  return { account: AMM, name, authorization: authOf(owner), data };
}

/** What send_transaction answered: the trace on success, the node's error JSON otherwise. */
export type PushResult =
  | { ok: true; transactionId: string; orderIds: string[]; trace: unknown }
  | {
      ok: false;
      error: { code?: number; error?: { name?: string; what?: string; details?: { message: string }[] } };
    };

interface ActionTraceJson {
  act: { account: string; name: string };
  receipt: { receiver: string };
  return_value_hex_data?: string;
}

/**
 * A user of the app on the AMM socket: setUser, payForResources -> preparedTx, co-signs the packed bytes with
 * their own key (what the wallet does), pushes with send_transaction, then tells the service placedorder.
 */
export class AmmUser {
  readonly messages: string[] = [];
  readonly reports: ReportEvent[] = [];
  /** What the proof earned: binds a later connection of this user without a new signature. */
  sessionToken = "";
  private waiters: { orderId: string; resolve: (event: ReportEvent) => void }[] = [];

  private constructor(
    readonly account: string,
    readonly socket: Socket,
    private readonly chainApi: string,
    readonly key: PrivateKey,
    private readonly chainId: string,
  ) {
    socket.on("msg", (text: string) => this.messages.push(text));
    socket.on("report", (event: ReportEvent, ack?: (answer: unknown) => void) => {
      this.reports.push(event);
      ack?.({ ok: true });
      for (const waiter of this.waiters.filter((w) => w.orderId === event.order_id)) waiter.resolve(event);
      this.waiters = this.waiters.filter((w) => w.orderId !== event.order_id);
    });
  }

  static async connect(socketUrl: string, chainApi: string, account: string): Promise<AmmUser> {
    const socket = await connectClient(socketUrl);
    const info = (await (await fetch(`${chainApi}/v1/chain/get_info`)).json()) as { chain_id: string };
    const user = new AmmUser(account, socket, chainApi, testAccountKey(account), info.chain_id);
    user.sessionToken = await bindProven(socket, account, user.key, info.chain_id);
    return user;
  }

  /** Emits with an ack and resolves with the ack's answer. */
  emit(event: string, payload: unknown, ms = 10_000): Promise<unknown> {
    return this.socket.timeout(ms).emitWithAck(event, payload);
  }

  /** payForResources: the prepared transaction, or the service's refusal text. */
  async payForResources(actions: readonly AppAction[]): Promise<PreparedTx | { error: string }> {
    return (await this.emit("payForResources", actions)) as PreparedTx | { error: string };
  }

  /** Adds the user's signature to the payer's over the exact prepared bytes, and pushes. */
  async signAndPush(prepared: PreparedTx): Promise<PushResult> {
    const transaction = Serializer.decode({
      data: Bytes.from(prepared.serializedTransactionX, "hex"),
      type: Transaction,
    });
    const signature = this.key.signDigest(transaction.signingDigest(this.chainId)).toString();
    const { status, json } = await postJson(`${this.chainApi}/v1/chain/send_transaction`, {
      signatures: [...prepared.signatures, signature],
      compression: 0,
      packed_context_free_data: "",
      packed_trx: prepared.serializedTransactionX,
    });
    if (status !== 200) return { ok: false, error: json as Extract<PushResult, { ok: false }>["error"] };
    const answer = json as { transaction_id: string; processed: { action_traces: ActionTraceJson[] } };
    const orderIds = answer.processed.action_traces
      .filter(
        (trace) =>
          trace.receipt.receiver === AMM &&
          trace.act.account === AMM &&
          (trace.act.name === "placeorder" || trace.act.name === "ufxhop"),
      )
      .map((trace) =>
        Serializer.decode({
          data: Bytes.from(trace.return_value_hex_data ?? "", "hex"),
          type: UInt64,
        }).toString(),
      );
    return { ok: true, transactionId: answer.transaction_id, orderIds, trace: answer.processed };
  }

  /** The whole app flow for orders: pay, sign, push, placedorder. Throws on any refusal. */
  async placeOrders(
    poolId: number,
    actions: readonly AppAction[],
  ): Promise<{ orderIds: string[]; txId: string }> {
    const prepared = await this.payForResources(actions);
    if ("error" in prepared) throw new Error(`payForResources refused: ${prepared.error}`);
    const pushed = await this.signAndPush(prepared);
    if (!pushed.ok) throw new Error(`send_transaction failed: ${JSON.stringify(pushed.error)}`);
    const orders = actions.filter(
      (a) => a.account === AMM && (a.name === "placeorder" || a.name === "ufxhop"),
    );
    const answer = await this.emit("placedorder", {
      pool_id: poolId,
      actions: orders,
      order_ids: pushed.orderIds,
      tx_id: pushed.transactionId,
    });
    if ((answer as { ok?: boolean }).ok !== true) throw new Error(`placedorder: ${JSON.stringify(answer)}`);
    return { orderIds: pushed.orderIds, txId: pushed.transactionId };
  }

  /** The report of an order: already received, or the next one pushed for it. */
  waitForReport(orderId: string, ms = 15_000): Promise<ReportEvent> {
    const seen = this.reports.find((event) => event.order_id === orderId);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no report for order ${orderId} within ${ms} ms`)), ms);
      this.waiters.push({
        orderId,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** A transaction the user signs and pays alone (no resource payer), e.g. withdrawall. Throws when refused. */
export async function pushOwnTransaction(chainApi: string, account: string, actions: readonly AppAction[]) {
  const client = createChainClient(chainApi, { fetch });
  const abis = new AbiCache(client);
  const encoded = await Promise.all(
    actions.map(async (action) => encodeAction(action, await abis.get(action.account))),
  );
  const { header, chainId } = await readTransactionHeader(client);
  const built = buildTransaction(header, encoded);
  return client.sendTransaction(
    signedWith(built, [signTransaction(built.transaction, chainId, testAccountKey(account))]),
  );
}

/** Polls `condition` every 50 ms until it holds; rejects after `ms`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
