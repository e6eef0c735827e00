import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import {
  AMM_ABI,
  type OrderRow,
  type PoolRow,
  type PoolRowInput,
  poolFromRow,
  poolRowSchema,
  type TokenWithDecimals,
  tokenDecimalsOf,
} from "@ux/core/amm/contract";
import { ABI, Bytes, Serializer, Signature, Transaction } from "@wharfkit/antelope";
import {
  AssertError,
  applyAction,
  assert,
  type FakeState,
  type LedgerSetup,
  type TraceJson,
} from "./fakeNodeosLedger";
import { accountJson, tableRows } from "./fakeNodeosReads";
import { NOOP_ABI, TOKEN_ABI } from "./tokenAbi";

/*
 * A small fake nodeos for the services' unit tests: the HTTP paths and shapes the services call, an AMM that
 * follows the interface of @ux/core/amm/contract (deposit, placeorder, settle with the core math, report
 * notifications, withdrawall), signature checks against known keys, and failure switches. Not the devnet.
 * This file serves the HTTP API and checks transactions; fakeNodeosLedger applies their actions and
 * fakeNodeosReads answers the table and account reads.
 */

export const FAKE_CHAIN_ID = "7578000000000000000000000000000000000000000000000000000000000001";
const GENESIS_MS = Date.UTC(2026, 0, 1);

export interface FakeNodeosOptions {
  amm: string;
  keeper: string;
  payer: string;
  /** account -> public key (legacy EOS... text) whose signature satisfies its authority. */
  keys: Record<string, string>;
  pools: PoolRowInput[];
  /** owner -> tokenKey -> units held in their wallet. */
  wallets?: Record<string, Record<string, bigint>>;
}

export class FakeNodeos {
  url = "";
  headBlockNum = 100;
  /** Answers of send_transaction to drop after applying (a crash between push and answer). */
  dropResponses = 0;
  /** get_table_rows fails while set (an indexer that falls behind). */
  tablesDown = false;
  readonly calls: string[] = [];
  readonly history = new Map<string, { blockNum: number; time: string; actions: TraceJson[] }>();
  private state: FakeState;
  private readonly tokens: Map<string, TokenWithDecimals>;
  private readonly ledger: LedgerSetup;
  private server: Server | null = null;
  private readonly abis: Record<string, ABI>;

  constructor(private readonly options: FakeNodeosOptions) {
    const pools = options.pools.map((row) => poolRowSchema.parse(row));
    this.tokens = tokenDecimalsOf(pools.map(poolFromRow));
    this.ledger = { amm: options.amm, keeper: options.keeper, payer: options.payer, tokens: this.tokens };
    this.state = {
      pools: new Map(pools.map((row) => [row.id, row])),
      orders: [],
      nextOrderId: 1n,
      wallets: new Map(
        Object.entries(options.wallets ?? {}).map(([owner, balances]) => [
          owner,
          new Map(Object.entries(balances)),
        ]),
      ),
      amm: new Map(),
    };
    const token = ABI.from(TOKEN_ABI);
    this.abis = { [options.amm]: ABI.from(AMM_ABI), [options.payer]: ABI.from(NOOP_ABI) };
    for (const t of this.tokens.values()) this.abis[t.contract] = token;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) =>
        this.send(response, 500, { error: String(error) }),
      );
    });
    // As the devnet does: Node closes idle keep-alive connections after 5 s, racing a client that reuses one
    // (ECONNRESET), which a loaded machine hits when a test idles between requests.
    this.server.keepAliveTimeout = 65_000;
    this.server.headersTimeout = 66_000;
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  get headTimeMs(): number {
    return GENESIS_MS + this.headBlockNum * 500;
  }

  advanceBlocks(blocks: number): void {
    this.headBlockNum += blocks;
  }

  pool(id: number): PoolRow | undefined {
    return this.state.pools.get(id);
  }

  queuedOrders(): OrderRow[] {
    return [...this.state.orders];
  }

  wallet(owner: string, key: string): bigint {
    return this.state.wallets.get(owner)?.get(key) ?? 0n;
  }

  ammBalance(owner: string, key: string): bigint {
    return this.state.amm.get(owner)?.get(key) ?? 0n;
  }

  private blockId(num: number): string {
    const hash = createHash("sha256").update(`block ${num}`).digest();
    hash.writeUInt32BE(num, 0);
    return hash.toString("hex");
  }

  /** What get_block and get_block_info both answer for block `num`: its id, number and time. */
  private blockSummary(num: number) {
    return { id: this.blockId(num), block_num: num, timestamp: this.timeText(GENESIS_MS + num * 500) };
  }

  private timeText(ms: number): string {
    return new Date(ms).toISOString().slice(0, 23);
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(
      JSON.stringify(body, (_key, value) => (typeof value === "bigint" ? value.toString() : value)),
    );
  }

  private nodeosError(response: ServerResponse, name: string, message: string): void {
    this.send(response, 500, {
      code: 500,
      message: "Internal Service Error",
      error: {
        code: 3050003,
        name,
        what: name,
        details: [{ message, file: "", line_number: 0, method: "" }],
      },
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://x");
    this.calls.push(url.pathname);
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    switch (url.pathname) {
      case "/v1/chain/get_info":
        return this.send(response, 200, {
          chain_id: FAKE_CHAIN_ID,
          head_block_num: this.headBlockNum,
          head_block_id: this.blockId(this.headBlockNum),
          head_block_time: this.timeText(this.headTimeMs),
          last_irreversible_block_num: this.headBlockNum - 2,
        });
      case "/v1/chain/get_block":
        return this.send(response, 200, this.blockSummary(Number(body.block_num_or_id)));
      case "/v1/chain/get_block_info":
        return this.send(response, 200, this.blockSummary(Number(body.block_num)));
      case "/v1/chain/get_abi": {
        const abi = this.abis[String(body.account_name)];
        return this.send(response, 200, {
          account_name: body.account_name,
          abi: abi ? Serializer.objectify(abi) : null,
        });
      }
      case "/v1/chain/get_account":
        return this.getAccount(String(body.account_name), response);
      case "/v1/chain/get_table_rows":
        if (this.tablesDown) return this.nodeosError(response, "timeout_exception", "deadline exceeded");
        return this.send(response, 200, tableRows(this.state, this.options.amm, this.tokens, body));
      case "/v1/chain/send_transaction":
        return this.sendTransaction(body, request, response);
      case "/v2/history/get_transaction": {
        const entry = this.history.get(url.searchParams.get("id") ?? "");
        return this.send(response, 200, {
          executed: entry !== undefined,
          trx_id: url.searchParams.get("id"),
          actions: (entry?.actions ?? [])
            .filter((trace) => trace.receiver === trace.act.account)
            .map((trace) => ({ act: trace.act, block_num: entry?.blockNum, "@timestamp": entry?.time })),
        });
      }
      default:
        return this.send(response, 404, { code: 404, message: "Not Found" });
    }
  }

  /** get_account for the accounts of `keys` and the contracts (accountJson), unknown_key for anyone else. */
  private getAccount(name: string, response: ServerResponse): void {
    const contracts = [
      this.options.amm,
      this.options.payer,
      ...[...this.tokens.values()].map((t) => t.contract),
    ];
    const account = accountJson(name, this.options.keys, contracts);
    if (account === null) {
      this.nodeosError(response, "unknown_key", `unknown key (eosio::chain::name): ${name}`);
      return;
    }
    this.send(response, 200, account);
  }

  private async sendTransaction(
    body: Record<string, unknown>,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const trx = Serializer.decode({ data: Bytes.from(String(body.packed_trx), "hex"), type: Transaction });
    const id = trx.id.hexString;
    if (this.history.has(id))
      return this.nodeosError(response, "tx_duplicate", `duplicate transaction ${id}`);
    if (trx.expiration.toMilliseconds() <= this.headTimeMs) {
      return this.nodeosError(response, "expired_tx_exception", "expired transaction");
    }
    const digest = trx.signingDigest(FAKE_CHAIN_ID);
    const signers = new Set(
      (body.signatures as string[]).map((s) => Signature.from(s).recoverDigest(digest).toLegacyString()),
    );
    for (const action of trx.actions) {
      for (const level of action.authorization) {
        const key = this.options.keys[String(level.actor)];
        if (!key || !signers.has(key)) {
          return this.nodeosError(
            response,
            "unsatisfied_authorization",
            `transaction declares authority '${level.actor}@${level.permission}', but does not have signatures for it.`,
          );
        }
      }
    }
    const snapshot = structuredClone(this.state);
    const traces: TraceJson[] = [];
    const blockNum = this.headBlockNum + 1;
    const time = this.timeText(GENESIS_MS + blockNum * 500);
    try {
      for (const action of trx.actions) {
        const account = String(action.account);
        const abi = this.abis[account];
        assert(abi, `no contract on ${account}`);
        const data = Serializer.objectify(action.decodeData(abi)) as Record<string, unknown>;
        const act = {
          account,
          name: String(action.name),
          authorization: action.authorization.map((l) => ({
            actor: String(l.actor),
            permission: String(l.permission),
          })),
          data,
        };
        traces.push(...applyAction(this.state, this.ledger, act, id, time));
      }
    } catch (error) {
      this.state = snapshot;
      const message =
        error instanceof AssertError ? `assertion failure with message: ${error.message}` : String(error);
      return this.nodeosError(response, "eosio_assert_message_exception", message);
    }
    this.headBlockNum = blockNum;
    this.history.set(id, { blockNum, time, actions: traces });
    if (this.dropResponses > 0) {
      this.dropResponses -= 1;
      request.socket.destroy();
      return;
    }
    return this.send(response, 200, {
      transaction_id: id,
      processed: {
        id,
        block_num: blockNum,
        block_time: time,
        receipt: { status: "executed" },
        action_traces: traces,
      },
    });
  }
}
