import {
  ABI,
  Action,
  APIClient,
  Bytes,
  type Checksum256Type,
  type PrivateKey,
  Serializer,
  Signature,
  SignedTransaction,
  Transaction,
} from "@wharfkit/antelope";

// A thin test client: signs with WharfKit exactly as a wallet would and reads raw HTTP answers, so tests
// see both what WharfKit makes of a response and the exact JSON and status a node sent.

export interface ActionInput {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: Record<string, unknown>;
}

export interface RawResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary nodeos JSON field by field.
  json: any;
}

export class ChainClient {
  readonly api: APIClient;
  private readonly abis = new Map<string, ABI>();

  constructor(readonly url: string) {
    this.api = new APIClient({ url });
  }

  async post(path: string, body: unknown): Promise<RawResponse> {
    const response = await fetch(`${this.url}${path}`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  async get(path: string): Promise<RawResponse> {
    const response = await fetch(`${this.url}${path}`);
    return { status: response.status, json: await response.json() };
  }

  async abi(account: string): Promise<ABI> {
    let abi = this.abis.get(account);
    if (!abi) {
      abi = ABI.from((await this.api.v1.chain.get_abi(account)).abi as ABI);
      this.abis.set(account, abi);
    }
    return abi;
  }

  /** A signed transaction (WharfKit's header from get_info: TaPoS on the head block). */
  async sign(
    actions: ActionInput[],
    keys: PrivateKey[],
    options: { expireSeconds?: number; expiration?: string; maxCpuUsageMs?: number } = {},
  ): Promise<SignedTransaction> {
    const info = await this.api.v1.chain.get_info();
    const header = info.getTransactionHeader(options.expireSeconds ?? 120);
    const encoded = await Promise.all(
      actions.map(async (action) => Action.from(action, await this.abi(action.account))),
    );
    const transaction = Transaction.from({
      ...header,
      ...(options.expiration ? { expiration: options.expiration } : {}),
      ...(options.maxCpuUsageMs ? { max_cpu_usage_ms: options.maxCpuUsageMs } : {}),
      actions: encoded,
    });
    const digest = transaction.signingDigest(info.chain_id);
    return SignedTransaction.from({ ...transaction, signatures: keys.map((key) => key.signDigest(digest)) });
  }

  /** The push_transaction body of a signed transaction. */
  static packed(signed: SignedTransaction) {
    return {
      signatures: signed.signatures.map(String),
      compression: 0,
      packed_context_free_data: "",
      packed_trx: Serializer.encode({ object: Transaction.from(signed) }).hexString,
    };
  }

  push(signed: SignedTransaction): Promise<RawResponse> {
    return this.post("/v1/chain/push_transaction", ChainClient.packed(signed));
  }

  async balances(account: string, contract = "eosio.token"): Promise<string[]> {
    return (await this.post("/v1/chain/get_currency_balance", { code: contract, account })).json;
  }
}

export function transfer(from: string, to: string, quantity: string, memo = "", actor = from): ActionInput {
  return {
    account: "eosio.token",
    name: "transfer",
    authorization: [{ actor, permission: "active" }],
    data: { from, to, quantity, memo },
  };
}

/**
 * A signature with one byte of r changed that still recovers to some key (one that signed nothing here):
 * well formed, so the node must refuse it for the authority it fails, not for its form.
 */
export function tamperedSignature(signature: Signature, digest: Checksum256Type): Signature {
  for (let position = 10; position < 33; position++) {
    const bytes = Uint8Array.from(signature.data.array);
    bytes[position] = (bytes[position] ?? 0) ^ 0x01;
    const tampered = new Signature(signature.type, Bytes.from(bytes));
    try {
      tampered.recoverDigest(digest);
      return tampered;
    } catch {
      // Not a point on the curve: try the next byte.
    }
  }
  throw new Error("no recoverable tampering found");
}
