import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import {
  ABI,
  Action,
  APIClient,
  PackedTransaction,
  type PrivateKey,
  SignedTransaction,
  Transaction,
} from "@wharfkit/antelope";
import WebSocket from "ws";

// A bridge client's side of the proof tests: actions signed with WharfKit and pushed over a chain's HTTP
// API, and requests on a proof socket read until the answer that ends them.

export interface PushAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: nodeos JSON read field by field.
  json: any;
}

let pushes = 0;

/** Pushes one action signed by `actor`'s devnet key; each push expires a second apart, so none is a duplicate. */
export async function pushAction(
  url: string,
  action: { account: string; name: string; data: unknown },
  actor: string,
  key: PrivateKey = testAccountKey(actor),
): Promise<PushAnswer> {
  const api = new APIClient({ url });
  const info = await api.v1.chain.get_info();
  const abi = ABI.from((await api.v1.chain.get_abi(action.account)).abi as ABI.Def);
  const transaction = Transaction.from({
    ...info.getTransactionHeader(120 + (pushes++ % 3000)),
    actions: [
      Action.from(
        {
          account: action.account,
          name: action.name,
          authorization: [{ actor, permission: "active" }],
          data: action.data as Record<string, unknown>,
        },
        abi,
      ),
    ],
  });
  const signature = key.signDigest(transaction.signingDigest(info.chain_id));
  const signed = SignedTransaction.from({ ...transaction, signatures: [signature] });
  const response = await fetch(`${url}/v1/chain/push_transaction`, {
    method: "POST",
    body: JSON.stringify(PackedTransaction.fromSigned(signed)),
  });
  return { status: response.status, json: await response.json() };
}

/** The text a refused push failed with (nodeos' first detail), or "accepted". */
export function outcome(answer: PushAnswer): string {
  if (answer.status === 200 || answer.status === 202) return "accepted";
  return String(answer.json?.error?.details?.[0]?.message ?? JSON.stringify(answer.json));
}

// biome-ignore lint/suspicious/noExplicitAny: proof socket messages are read field by field.
export type SocketMessage = any;

/** Sends one request and collects messages until one that is not progress; rejects after `timeoutMs`. */
export function askProofSocket(
  url: string,
  request: unknown,
  timeoutMs = 60_000,
): Promise<{ answer: SocketMessage; progress: number[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const progress: number[] = [];
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no answer to ${JSON.stringify(request)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("open", () => socket.send(typeof request === "string" ? request : JSON.stringify(request)));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === "progress") {
        progress.push(message.progress);
        return;
      }
      clearTimeout(timer);
      socket.close();
      resolve({ answer: message, progress });
    });
  });
}

export async function tableRows(url: string, code: string, scope: string, table: string) {
  const response = await fetch(`${url}/v1/chain/get_table_rows`, {
    method: "POST",
    body: JSON.stringify({ code, scope, table, json: true, limit: 100 }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: table rows read field by field.
  return ((await response.json()) as { rows: any[] }).rows;
}
