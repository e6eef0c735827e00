import type * as z from "zod/mini";
import { MalformedResponseError, NetworkError, NodeError, type NodeosErrorBody } from "./nodeErrors";
import {
  type AccountInfo,
  accountSchema,
  type BlockInfo,
  blockInfoSchema,
  blockTransactionsSchema,
  type ChainInfo,
  chainInfoSchema,
  currencyBalanceSchema,
  pushResultSchema,
  type TableByScope,
  tableByScopeSchema,
  tableRowsSchema,
} from "./nodeSchemas";
import type { PushResult, SignedTransaction } from "./signedTransaction";

/** The part of fetch the client uses, so tests (and the request-count bench) can pass a fake. */
export type FetchFunction = (
  url: string,
  init: { method: "GET" | "POST"; body?: string; signal?: AbortSignal },
) => Promise<Pick<Response, "ok" | "status" | "json">>;

export interface TableRowsQuery {
  code: string;
  scope: string;
  table: string;
  lower_bound?: string;
  upper_bound?: string;
  limit?: number;
  index_position?: string;
  key_type?: string;
  reverse?: boolean;
}

export interface TableByScopeQuery {
  code: string;
  table?: string;
  lower_bound?: string;
  upper_bound?: string;
  /** Default 100 (spec 1 §7). */
  limit?: number;
}

export interface TableRows<Row> {
  rows: Row[];
  more: boolean;
  nextKey: string | undefined;
}

export interface SendTransaction2Options {
  /** Blocks the node waits before answering; undefined lets it wait for irreversibility. */
  retryTrxNumBlocks?: number;
}

/** The node HTTP API calls of both spec documents (§7), typed and parsed. */
export interface NodeApi {
  readonly url: string;
  getInfo(signal?: AbortSignal): Promise<ChainInfo>;
  getBlockInfo(blockNum: number, signal?: AbortSignal): Promise<BlockInfo>;
  /** The ids of the transactions a block holds (get_block). */
  getBlockTransactionIds(blockNum: number, signal?: AbortSignal): Promise<string[]>;
  /** Balances of one token contract; without symbol, every symbol of that contract the account holds. */
  getCurrencyBalance(code: string, account: string, symbol?: string, signal?: AbortSignal): Promise<string[]>;
  getTableRows<Row>(
    query: TableRowsQuery,
    row: z.ZodMiniType<Row>,
    signal?: AbortSignal,
  ): Promise<TableRows<Row>>;
  getTableByScope(query: TableByScopeQuery, signal?: AbortSignal): Promise<TableByScope>;
  getAccount(accountName: string, signal?: AbortSignal): Promise<AccountInfo>;
  sendTransaction(signed: SignedTransaction, signal?: AbortSignal): Promise<PushResult>;
  sendTransaction2(
    signed: SignedTransaction,
    options?: SendTransaction2Options,
    signal?: AbortSignal,
  ): Promise<PushResult>;
}

export const DEFAULT_TABLE_BY_SCOPE_LIMIT = 100;

/** A packed transaction as send_transaction takes it (and send_transaction2 wraps it). */
export function packedTransactionBody(signed: SignedTransaction) {
  return {
    signatures: signed.signatures,
    compression: 0,
    packed_context_free_data: "",
    packed_trx: signed.packedTrx,
  };
}

/** send_transaction2's body: the node retries the transaction until it is in a block (or expires). */
export function sendTransaction2Body(signed: SignedTransaction, options: SendTransaction2Options = {}) {
  return {
    return_failure_trace: false,
    retry_trx: true,
    ...(options.retryTrxNumBlocks === undefined ? {} : { retry_trx_num_blocks: options.retryTrxNumBlocks }),
    transaction: packedTransactionBody(signed),
  };
}

function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "invalid";
}

/** Sends one request to a node: GET without a body, POST with one; answers the JSON it got. */
export type NodeRequest = (path: string, body: unknown, signal: AbortSignal | undefined) => Promise<unknown>;

/**
 * The one request path to a node's api URL: nodeos' error body becomes NodeError and a missing answer
 * NetworkError. POST bodies go as text/plain JSON (nodeos reads the body whatever its type), which keeps
 * every call a CORS "simple request": no preflight doubling the requests.
 */
export function createNodeRequest(
  apiUrl: string,
  fetchFn: FetchFunction = fetch as unknown as FetchFunction,
): NodeRequest {
  const base = nodeBaseUrl(apiUrl);
  return async (path, body, signal) => {
    const init =
      body === undefined
        ? { method: "GET" as const, ...(signal ? { signal } : {}) }
        : { method: "POST" as const, body: JSON.stringify(body), ...(signal ? { signal } : {}) };
    let response: Awaited<ReturnType<FetchFunction>>;
    try {
      response = await fetchFn(`${base}${path}`, init);
    } catch (error) {
      throw new NetworkError(path, error);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (!response.ok) throw new NodeError(response.status, { message: `HTTP ${response.status}` }, path);
      // A body cut off mid-way is a lost connection, not an answer.
      throw new NetworkError(path, error);
    }
    if (!response.ok) {
      throw new NodeError(
        response.status,
        typeof json === "object" && json !== null ? (json as NodeosErrorBody) : {},
        path,
      );
    }
    return json;
  };
}

/** A node's answer read with its schema; an answer of another shape is MalformedResponseError. */
export function parseNodeAnswer<T>(path: string, schema: z.ZodMiniType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new MalformedResponseError(path, issueText(parsed.error));
  return parsed.data;
}

function nodeBaseUrl(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, "");
}

/** A node client for one chain's api URL (requests through createNodeRequest). */
export function createNodeApi(
  apiUrl: string,
  fetchFn: FetchFunction = fetch as unknown as FetchFunction,
): NodeApi {
  const request = createNodeRequest(apiUrl, fetchFn);

  const call = async <T>(
    path: string,
    schema: z.ZodMiniType<T>,
    body: unknown,
    signal: AbortSignal | undefined,
  ) => parseNodeAnswer(path, schema, await request(path, body, signal));

  const pushed = (result: z.infer<typeof pushResultSchema>): PushResult => ({
    transactionId: result.processed.id,
    blockNum: result.processed.block_num,
  });

  return {
    url: nodeBaseUrl(apiUrl),
    getInfo: (signal) => call("/v1/chain/get_info", chainInfoSchema, undefined, signal),
    getBlockInfo: (blockNum, signal) =>
      call("/v1/chain/get_block_info", blockInfoSchema, { block_num: blockNum }, signal),
    async getBlockTransactionIds(blockNum, signal) {
      const block = await call(
        "/v1/chain/get_block",
        blockTransactionsSchema,
        { block_num_or_id: String(blockNum), json: true },
        signal,
      );
      return block.transactions.map(({ trx }) => (typeof trx === "string" ? trx : trx.id).toLowerCase());
    },
    getCurrencyBalance: (code, account, symbol, signal) =>
      call(
        "/v1/chain/get_currency_balance",
        currencyBalanceSchema,
        symbol === undefined ? { code, account, json: true } : { code, account, symbol, json: true },
        signal,
      ),
    async getTableRows(query, row, signal) {
      const path = "/v1/chain/get_table_rows";
      const json = await request(path, { json: true, ...query }, signal);
      const answer = parseNodeAnswer(path, tableRowsSchema, json);
      const rawRows = (json as { rows?: unknown }).rows;
      if (!Array.isArray(rawRows)) throw new MalformedResponseError(path, "rows: expected an array");
      const rows = rawRows.map((raw, index) => {
        const parsed = row.safeParse(raw);
        if (!parsed.success)
          throw new MalformedResponseError(path, `row ${index}: ${issueText(parsed.error)}`);
        return parsed.data;
      });
      return { rows, more: answer.more ?? false, nextKey: answer.next_key };
    },
    getTableByScope: (query, signal) =>
      call(
        "/v1/chain/get_table_by_scope",
        tableByScopeSchema,
        { limit: DEFAULT_TABLE_BY_SCOPE_LIMIT, ...query },
        signal,
      ),
    getAccount: (accountName, signal) =>
      call("/v1/chain/get_account", accountSchema, { account_name: accountName }, signal),
    sendTransaction: async (signed, signal) =>
      pushed(
        await call("/v1/chain/send_transaction", pushResultSchema, packedTransactionBody(signed), signal),
      ),
    sendTransaction2: async (signed, options = {}, signal) =>
      pushed(
        await call(
          "/v1/chain/send_transaction2",
          pushResultSchema,
          sendTransaction2Body(signed, options),
          signal,
        ),
      ),
  };
}
