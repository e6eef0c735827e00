import type { ExpiryRateEntry, StakeHistoryItem } from "@ux/core/stake";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { Bytes, type PrivateKey, Serializer, Transaction } from "@wharfkit/antelope";
import type { Socket } from "socket.io-client";
import { bindProven } from "../../support/provenSession";
import { openSocket, unopenedClient } from "../../support/socketClient";
import { postJson } from "./chainReads";

/** What a co-signed request answers (core's StakeResponse / UnwindResponse), or the refusal. */
export interface Cosigned {
  tx: Record<string, unknown>;
  signatures: string[];
  serializedTransaction: string;
  transactionId: string;
  expiresAt: number;
  quote: Record<string, string | number>;
}
export type Answer = Cosigned | { error: string };

export type PushOutcome =
  | { ok: true; transactionId: string; blockTime: number }
  | { ok: false; status: number; error: { name?: string; details?: { message: string }[] } };

/**
 * A user of the Stake page on the stake socket: proves the account, keeps every expiryRates, stakeHistory
 * and msg the service sends, asks with an ack, and signs a co-signed transaction's exact bytes with its own
 * key (what the wallet does) before pushing it with send_transaction.
 */
export class StakeUser {
  readonly messages: string[] = [];
  readonly rates: ExpiryRateEntry[][] = [];
  readonly histories: StakeHistoryItem[][] = [];
  sessionToken = "";

  private constructor(
    readonly account: string,
    readonly socket: Socket,
    private readonly chainApi: string,
    private readonly chainId: string,
    readonly key: PrivateKey,
  ) {
    socket.on("msg", (text: string) => this.messages.push(text));
    socket.on("expiryRates", (table: ExpiryRateEntry[]) => this.rates.push(table));
    socket.on("stakeHistory", (items: StakeHistoryItem[]) => this.histories.push(items));
  }

  /** Connects; proves the account unless `prove` is false (a stranger). */
  static async connect(
    url: string,
    chainApi: string,
    chainId: string,
    account: string,
    prove = true,
  ): Promise<StakeUser> {
    // Listeners first: the service sends expiryRates as soon as the connection opens.
    const socket = unopenedClient(url);
    const user = new StakeUser(account, socket, chainApi, chainId, testAccountKey(account));
    await openSocket(socket);
    if (prove) user.sessionToken = await bindProven(socket, account, user.key, chainId);
    return user;
  }

  ask(event: string, payload?: unknown, ms = 10_000): Promise<unknown> {
    const socket = this.socket.timeout(ms);
    return payload === undefined ? socket.emitWithAck(event) : socket.emitWithAck(event, payload);
  }

  async request(event: string, payload: unknown): Promise<Answer> {
    return (await this.ask(event, payload)) as Answer;
  }

  /** Adds this user's signature over the exact co-signed bytes (or `bytes` instead) and pushes. */
  async signAndPush(cosigned: Cosigned, bytes = cosigned.serializedTransaction): Promise<PushOutcome> {
    const transaction = Serializer.decode({ data: Bytes.from(bytes, "hex"), type: Transaction });
    const signature = this.key.signDigest(transaction.signingDigest(this.chainId)).toString();
    const { status, json } = await postJson(`${this.chainApi}/v1/chain/send_transaction`, {
      signatures: [...cosigned.signatures, signature],
      compression: 0,
      packed_context_free_data: "",
      packed_trx: bytes,
    });
    if (status !== 200)
      return {
        ok: false,
        status,
        error: (json as { error: Extract<PushOutcome, { ok: false }>["error"] }).error,
      };
    const answer = json as { transaction_id: string; processed: { block_time: string } };
    return {
      ok: true,
      transactionId: answer.transaction_id,
      blockTime: Date.parse(`${answer.processed.block_time}Z`),
    };
  }

  /** The whole flow: request, sign, push. Throws on a refusal. */
  async cosignAndPush(
    event: string,
    payload: unknown,
  ): Promise<{ cosigned: Cosigned; pushed: PushOutcome & { ok: true } }> {
    const answer = await this.request(event, payload);
    if ("error" in answer) throw new Error(`${event} refused: ${answer.error}`);
    const pushed = await this.signAndPush(answer);
    if (!pushed.ok) throw new Error(`send_transaction: ${JSON.stringify(pushed.error)}`);
    return { cosigned: answer, pushed };
  }

  /** Resolves with the first stakeHistory (already received or next) that satisfies `test`. */
  async historyWhere(test: (items: StakeHistoryItem[]) => boolean, ms = 10_000): Promise<StakeHistoryItem[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.histories.find(test);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching stakeHistory for ${this.account} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    this.socket.close();
  }
}
