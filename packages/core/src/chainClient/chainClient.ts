import type { ABI } from "@wharfkit/antelope";
import type * as z from "zod/mini";
import {
  type AccountInfo,
  abiAnswerSchema,
  accountSchema,
  type BlockInfo,
  blockInfoSchema,
  blockSchema,
  type ChainInfo,
  chainInfoSchema,
  currencyBalanceSchema,
  type HistoryTransaction,
  historyTransactionSchema,
  type TableByScope,
  tableByScopeSchema,
} from "./nodeAnswers";
import { NodeosError } from "./nodeosError";
import { createNodeRequest, type FetchFunction, nodeBaseUrl, parseNodeAnswer } from "./nodeRequest";
import { type PushResult, pushResultOf } from "./pushResult";
import {
  packedTransactionBody,
  type SendTransaction2Options,
  type SignedTransaction,
  sendTransaction2Body,
} from "./signedTransaction";
import {
  type AllTableRowsOptions,
  readAllTableRows,
  readTableRows,
  type TableRows,
  type TableRowsQuery,
} from "./tableRows";

export interface TableByScopeQuery {
  code: string;
  table?: string;
  lower_bound?: string;
  upper_bound?: string;
  /** Default 100 (spec 1 §7). */
  limit?: number;
}

export const DEFAULT_TABLE_BY_SCOPE_LIMIT = 100;

/** A block's header fields and the ids of the transactions it holds (lowercase). */
export interface Block {
  id: string;
  block_num: number;
  timestamp: string;
  ref_block_prefix: number | undefined;
  transactionIds: string[];
}

/**
 * The Antelope node HTTP API calls of the app and the services, typed and parsed. A refusal is
 * NodeosError, no answer NodeUnreachableError, an answer of the wrong shape MalformedAnswerError.
 */
export interface ChainClient {
  /** The api URL without a trailing slash. */
  readonly url: string;
  getInfo(signal?: AbortSignal): Promise<ChainInfo>;
  getBlock(blockNumOrId: number | string, signal?: AbortSignal): Promise<Block>;
  /** The ids of the transactions a block holds (get_block). */
  getBlockTransactionIds(blockNum: number, signal?: AbortSignal): Promise<string[]>;
  getBlockInfo(blockNum: number, signal?: AbortSignal): Promise<BlockInfo>;
  /** The account's contract ABI, or null when it has none. */
  getAbi(account: string, signal?: AbortSignal): Promise<ABI.Def | null>;
  /** nodeos refuses (500 'unknown key') an account that does not exist. */
  getAccount(accountName: string, signal?: AbortSignal): Promise<AccountInfo>;
  /** Balances of one token contract; without symbol, every symbol of that contract the account holds. */
  getCurrencyBalance(code: string, account: string, symbol?: string, signal?: AbortSignal): Promise<string[]>;
  /** One page of rows, each parsed with `row` (kept as the node printed it without one). */
  getTableRows<Row = unknown>(
    query: TableRowsQuery,
    row?: z.ZodMiniType<Row>,
    signal?: AbortSignal,
  ): Promise<TableRows<Row>>;
  /** Every row from the query's lower bound on, following more/next_key page by page. */
  allTableRows<Row = unknown>(query: TableRowsQuery, options?: AllTableRowsOptions<Row>): Promise<Row[]>;
  getTableByScope(query: TableByScopeQuery, signal?: AbortSignal): Promise<TableByScope>;
  sendTransaction(signed: SignedTransaction, signal?: AbortSignal): Promise<PushResult>;
  /** send_transaction2: the node itself retries the transaction until it is in a block (or expires). */
  sendTransaction2(
    signed: SignedTransaction,
    options?: SendTransaction2Options,
    signal?: AbortSignal,
  ): Promise<PushResult>;
  /** Hyperion's get_transaction; null while history does not know the transaction (404, or not executed). */
  historyTransaction(id: string, signal?: AbortSignal): Promise<HistoryTransaction | null>;
}

export interface ChainClientOptions {
  fetch: FetchFunction;
  /** Hyperion v2 base URL (history); defaults to the api URL (the devnet serves both). */
  hyperionUrl?: string | undefined;
  /** Every request gives up after this long; none by default (the app passes signals instead). */
  timeoutMs?: number | undefined;
}

/** A node client for one chain's api URL. */
export function createChainClient(apiUrl: string, options: ChainClientOptions): ChainClient {
  const requestOptions = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  const request = createNodeRequest(apiUrl, options.fetch, requestOptions);
  const history = createNodeRequest(options.hyperionUrl ?? apiUrl, options.fetch, requestOptions);

  const call = async <T>(
    path: string,
    schema: z.ZodMiniType<T>,
    body: unknown,
    signal: AbortSignal | undefined,
  ) => parseNodeAnswer(path, schema, await request(path, body, signal));

  const push = async (path: string, body: unknown, signal: AbortSignal | undefined) =>
    pushResultOf(path, await request(path, body, signal));

  const getBlock = async (blockNumOrId: number | string, signal?: AbortSignal): Promise<Block> => {
    const block = await call(
      "/v1/chain/get_block",
      blockSchema,
      { block_num_or_id: String(blockNumOrId) },
      signal,
    );
    return {
      id: block.id,
      block_num: block.block_num,
      timestamp: block.timestamp,
      ref_block_prefix: block.ref_block_prefix,
      transactionIds: block.transactions.map(({ trx }) =>
        (typeof trx === "string" ? trx : trx.id).toLowerCase(),
      ),
    };
  };

  const getTableRows = <Row>(query: TableRowsQuery, row?: z.ZodMiniType<Row>, signal?: AbortSignal) =>
    readTableRows(request, query, row, signal);

  return {
    url: nodeBaseUrl(apiUrl),
    getInfo: (signal) => call("/v1/chain/get_info", chainInfoSchema, undefined, signal),
    getBlock,
    getBlockTransactionIds: async (blockNum, signal) => (await getBlock(blockNum, signal)).transactionIds,
    getBlockInfo: (blockNum, signal) =>
      call("/v1/chain/get_block_info", blockInfoSchema, { block_num: blockNum }, signal),
    async getAbi(account, signal) {
      const answer = await call("/v1/chain/get_abi", abiAnswerSchema, { account_name: account }, signal);
      return (answer.abi ?? null) as ABI.Def | null;
    },
    getAccount: (accountName, signal) =>
      call("/v1/chain/get_account", accountSchema, { account_name: accountName }, signal),
    getCurrencyBalance: (code, account, symbol, signal) =>
      call(
        "/v1/chain/get_currency_balance",
        currencyBalanceSchema,
        symbol === undefined ? { code, account, json: true } : { code, account, symbol, json: true },
        signal,
      ),
    getTableRows,
    allTableRows: (query, allOptions) => readAllTableRows(getTableRows, query, allOptions),
    getTableByScope: (query, signal) =>
      call(
        "/v1/chain/get_table_by_scope",
        tableByScopeSchema,
        { limit: DEFAULT_TABLE_BY_SCOPE_LIMIT, ...query },
        signal,
      ),
    sendTransaction: (signed, signal) =>
      push("/v1/chain/send_transaction", packedTransactionBody(signed), signal),
    sendTransaction2: (signed, sendOptions = {}, signal) =>
      push("/v1/chain/send_transaction2", sendTransaction2Body(signed, sendOptions), signal),
    async historyTransaction(id, signal) {
      const path = `/v2/history/get_transaction?id=${encodeURIComponent(id)}`;
      try {
        const answer = parseNodeAnswer(
          path,
          historyTransactionSchema,
          await history(path, undefined, signal),
        );
        return answer.executed && answer.actions.length > 0 ? answer : null;
      } catch (error) {
        if (error instanceof NodeosError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
