import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { settleOrders, tokenKey } from "@ux/core/amm";
import {
  AMM_ABI,
  AMM_DEPOSIT_MEMO,
  ammOpenDataSchema,
  decimalsLookup,
  type OrderRow,
  orderRowFromPlaceorder,
  orderRowSchema,
  type PoolRow,
  type PoolRowInput,
  placeorderDataSchema,
  poolFromRow,
  poolRowSchema,
  poolToRow,
  queuedOrderFromRow,
  reportDataFromCore,
  settleDataSchema,
  type TokenWithDecimals,
  tokenDecimalsOf,
  transferDataSchema,
  withdrawallDataSchema,
} from "@ux/core/amm/contract";
import { formatAsset, parseAssetOrThrow } from "@ux/core/money";
import { ABI, Bytes, Serializer, Signature, Transaction } from "@wharfkit/antelope";
import { NOOP_ABI, TOKEN_ABI } from "./tokenAbi";

/*
 * A small fake nodeos for the services' unit tests: the HTTP paths and shapes the services call, an AMM that
 * follows the interface of @ux/core/amm/contract (deposit, placeorder, settle with the core math, report
 * notifications, withdrawall), signature checks against known keys, and failure switches. Not the devnet.
 */

export const FAKE_CHAIN_ID = "7578000000000000000000000000000000000000000000000000000000000001";
const GENESIS_MS = Date.UTC(2026, 0, 1);

interface FakeState {
  pools: Map<number, PoolRow>;
  orders: OrderRow[];
  nextOrderId: bigint;
  /** owner -> tokenKey -> units. */
  wallets: Map<string, Map<string, bigint>>;
  amm: Map<string, Map<string, bigint>>;
}

interface TraceJson {
  receiver: string;
  act: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data: unknown;
  };
  return_value_data?: unknown;
}

class AssertError extends Error {}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertError(message);
}

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
  private server: Server | null = null;
  private readonly abis: Record<string, ABI>;

  constructor(private readonly options: FakeNodeosOptions) {
    const pools = options.pools.map((row) => poolRowSchema.parse(row));
    this.tokens = tokenDecimalsOf(pools.map(poolFromRow));
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
      case "/v1/chain/get_block": {
        const num = Number(body.block_num_or_id);
        return this.send(response, 200, {
          id: this.blockId(num),
          block_num: num,
          timestamp: this.timeText(GENESIS_MS + num * 500),
        });
      }
      case "/v1/chain/get_block_info": {
        const num = Number(body.block_num);
        return this.send(response, 200, {
          id: this.blockId(num),
          block_num: num,
          timestamp: this.timeText(GENESIS_MS + num * 500),
        });
      }
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
        return this.send(response, 200, this.tableRows(body));
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

  /** get_account for the accounts of `keys` (owner and active: that key) and the contracts (code set). */
  private getAccount(name: string, response: ServerResponse): void {
    const contracts = [
      this.options.amm,
      this.options.payer,
      ...[...this.tokens.values()].map((t) => t.contract),
    ];
    const key = this.options.keys[name];
    if (key === undefined && !contracts.includes(name)) {
      this.nodeosError(response, "unknown_key", `unknown key (eosio::chain::name): ${name}`);
      return;
    }
    const authority = {
      threshold: 1,
      keys: key === undefined ? [] : [{ key, weight: 1 }],
      accounts: [],
      waits: [],
    };
    this.send(response, 200, {
      account_name: name,
      last_code_update: contracts.includes(name) ? "2026-01-01T00:00:00.000" : "1970-01-01T00:00:00.000",
      permissions: [
        { perm_name: "active", parent: "owner", required_auth: authority, linked_actions: [] },
        { perm_name: "owner", parent: "", required_auth: authority, linked_actions: [] },
      ],
    });
  }

  private tableRows(body: Record<string, unknown>) {
    const { code, table, scope } = body as { code: string; table: string; scope: string };
    const limit = Number(body.limit ?? 10);
    let rows: { key: bigint; row: unknown }[] = [];
    if (code === this.options.amm && table === "pools") {
      rows = [...this.state.pools.values()].map((row) => ({ key: BigInt(row.id), row }));
    } else if (code === this.options.amm && table === "orders") {
      rows = this.state.orders.map((row) => ({ key: BigInt(row.id), row }));
    } else if (code === this.options.amm && table === "accounts") {
      rows = [...(this.state.amm.get(scope)?.entries() ?? [])].map(([key, amount], i) => {
        const token = this.tokens.get(key) as TokenWithDecimals;
        const balance = formatAsset({ amount, symbol: { code: token.symbol, precision: token.decimals } });
        return { key: BigInt(i), row: { id: i, balance, contract: token.contract } };
      });
    }
    rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const lower =
      body.lower_bound === undefined || body.lower_bound === "" ? null : BigInt(String(body.lower_bound));
    const from = lower === null ? rows : rows.filter((r) => r.key >= lower);
    const page = from.slice(0, limit);
    const next = from[limit];
    return { rows: page.map((r) => r.row), more: next !== undefined, next_key: next ? String(next.key) : "" };
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
        traces.push(...this.apply(act, id, time));
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

  private move(
    map: Map<string, Map<string, bigint>>,
    owner: string,
    key: string,
    delta: bigint,
    what: string,
  ) {
    let balances = map.get(owner);
    if (!balances) {
      balances = new Map();
      map.set(owner, balances);
    }
    const next = (balances.get(key) ?? 0n) + delta;
    assert(next >= 0n, `overdrawn ${what} balance`);
    balances.set(key, next);
  }

  private apply(act: TraceJson["act"], trxId: string, time: string): TraceJson[] {
    const { amm, keeper, payer } = this.options;
    const trace: TraceJson = { receiver: act.account, act };
    const authorizedBy = (actor: string) => act.authorization.some((level) => level.actor === actor);
    if (act.account === payer) return [trace];
    if (act.account !== amm) {
      if (act.name === "open") return [trace];
      assert(act.name === "transfer", `unknown action ${act.name}`);
      const data = transferDataSchema.parse(act.data);
      assert(authorizedBy(data.from), `missing authority of ${data.from}`);
      const asset = parseAssetOrThrow(data.quantity);
      const key = tokenKey({ contract: act.account, symbol: asset.symbol.code });
      assert(this.tokens.has(key), "unknown token");
      assert(asset.amount > 0n, "must transfer positive quantity");
      this.move(this.state.wallets, data.from, key, -asset.amount, "wallet");
      if (data.to === amm) {
        // The AMM's holdings are its users' AMM balances, queued orders and pool reserves.
        assert(data.memo === AMM_DEPOSIT_MEMO, "invalid memo");
        this.move(this.state.amm, data.from, key, asset.amount, "AMM");
      } else {
        this.move(this.state.wallets, data.to, key, asset.amount, "wallet");
      }
      return [trace, { receiver: data.to, act }];
    }
    switch (act.name) {
      case "open": {
        const data = ammOpenDataSchema.parse(act.data);
        this.move(
          this.state.amm,
          data.owner,
          tokenKey({ contract: data.ext_symbol.contract, symbol: data.ext_symbol.sym.split(",")[1] ?? "" }),
          0n,
          "AMM",
        );
        return [trace];
      }
      case "placeorder": {
        const data = placeorderDataSchema.parse(act.data);
        assert(authorizedBy(data.owner), `missing authority of ${data.owner}`);
        assert(this.state.pools.has(data.pool_id), "unknown pool");
        const asset = parseAssetOrThrow(data.quantity);
        assert(asset.amount > 0n, "quantity must be positive");
        const key = tokenKey({ contract: data.contract, symbol: asset.symbol.code });
        this.move(this.state.amm, data.owner, key, -asset.amount, "AMM");
        const id = String(this.state.nextOrderId++);
        this.state.orders.push(
          orderRowSchema.parse(
            orderRowFromPlaceorder(data, { id, trx_id: trxId, placed_at: time.slice(0, 19) }),
          ),
        );
        return [{ ...trace, return_value_data: id }];
      }
      case "withdrawall": {
        const data = withdrawallDataSchema.parse(act.data);
        assert(authorizedBy(data.from), `missing authority of ${data.from}`);
        const traces: TraceJson[] = [trace];
        for (const [key, amount] of this.state.amm.get(data.from) ?? []) {
          if (amount === 0n) continue;
          this.move(this.state.amm, data.from, key, -amount, "AMM");
          this.move(this.state.wallets, data.from, key, amount, "wallet");
        }
        return traces;
      }
      case "settle": {
        const data = settleDataSchema.parse(act.data);
        assert(data.keeper === keeper && authorizedBy(keeper), "only the keeper may settle");
        const row = this.state.pools.get(data.pool_id);
        assert(row, "unknown pool");
        const queued = this.state.orders.filter((o) => o.pool_id === data.pool_id).slice(0, data.max_orders);
        const entries = queued.map(queuedOrderFromRow);
        const settlement = settleOrders(
          poolFromRow(row),
          entries.map((e) => e.order),
        );
        this.state.pools.set(data.pool_id, poolToRow(settlement.pool, row.description));
        const done = new Set(queued.map((o) => o.id));
        this.state.orders = this.state.orders.filter((o) => !done.has(o.id));
        const decimals = decimalsLookup(this.tokens);
        const traces: TraceJson[] = [trace];
        for (const [i, report] of settlement.reports.entries()) {
          // A filled input joined the pool (settleOrders); outputs leave it for the owner's wallet.
          for (const output of report.outputs) {
            this.move(this.state.wallets, report.owner, tokenKey(output.token), output.amount, "wallet");
          }
          if (report.refund) {
            this.move(
              this.state.amm,
              report.owner,
              tokenKey(report.refund.token),
              report.refund.amount,
              "AMM",
            );
          }
          const reportData = reportDataFromCore(report, {
            poolId: data.pool_id,
            orderTrxId: entries[i]?.trxId ?? "",
            decimals,
          });
          const reportAct = {
            account: amm,
            name: "report",
            authorization: [{ actor: amm, permission: "active" }],
            data: reportData,
          };
          traces.push({ receiver: amm, act: reportAct }, { receiver: report.owner, act: reportAct });
        }
        return traces;
      }
      default:
        throw new AssertError(`unknown action ${act.name}`);
    }
  }
}
