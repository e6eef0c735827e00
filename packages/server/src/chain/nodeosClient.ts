import type { ABI } from "@wharfkit/antelope";
import type { z } from "zod";
import { NodeosError, NodeUnavailableError } from "./nodeosErrors";
import {
  type AccountJson,
  type ChainInfo,
  getAbiSchema,
  getAccountSchema,
  getBlockSchema,
  getInfoSchema,
  type HistoryTransaction,
  historyTransactionSchema,
  nodeosErrorSchema,
  type SendTransactionResult,
  sendTransactionSchema,
  tableRowsSchema,
} from "./nodeosSchemas";

export interface TableQuery {
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

export interface NodeosClientOptions {
  /** Hyperion v2 base URL (history); defaults to the chain API (the devnet serves both). */
  hyperion?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The nodeos HTTP API calls the services make, exactly as on mainnet (POST JSON bodies, GET for history).
 * Every answer is validated; a nodeos error becomes NodeosError, a transport failure NodeUnavailableError.
 */
export class NodeosClient {
  private readonly hyperion: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    readonly api: string,
    options: NodeosClientOptions = {},
  ) {
    this.hyperion = (options.hyperion ?? api).replace(/\/$/, "");
    this.fetchFn = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  getInfo(): Promise<ChainInfo> {
    return this.call("GET", `${this.base}/v1/chain/get_info`, undefined, getInfoSchema);
  }

  getBlock(blockNumOrId: number | string) {
    return this.call(
      "POST",
      `${this.base}/v1/chain/get_block`,
      { block_num_or_id: blockNumOrId },
      getBlockSchema,
    );
  }

  async getAbi(account: string): Promise<ABI.Def | null> {
    const answer = await this.call(
      "POST",
      `${this.base}/v1/chain/get_abi`,
      { account_name: account },
      getAbiSchema,
    );
    return (answer.abi ?? null) as ABI.Def | null;
  }

  /** get_account; nodeos answers 500 'unknown key' for an account that does not exist. */
  getAccount(account: string): Promise<AccountJson> {
    return this.call(
      "POST",
      `${this.base}/v1/chain/get_account`,
      { account_name: account },
      getAccountSchema,
    );
  }

  getTableRows(query: TableQuery) {
    return this.call(
      "POST",
      `${this.base}/v1/chain/get_table_rows`,
      { json: true, limit: 100, ...query },
      tableRowsSchema,
    );
  }

  /** Every row of a table scope, following `more`/`next_key` page by page. */
  async allTableRows(query: TableQuery, pageSize = 500): Promise<unknown[]> {
    const rows: unknown[] = [];
    let lower = query.lower_bound;
    for (let page = 0; page < 10_000; page++) {
      const answer = await this.getTableRows({
        ...query,
        limit: pageSize,
        ...(lower === undefined ? {} : { lower_bound: lower }),
      });
      rows.push(...answer.rows);
      const next = answer.next_key === undefined ? "" : String(answer.next_key);
      if (!answer.more || next === "" || next === lower) return rows;
      lower = next;
    }
    throw new NodeUnavailableError(`table ${query.code}/${query.table} did not end`);
  }

  sendTransaction(signed: { signatures: string[]; packed_trx: string }): Promise<SendTransactionResult> {
    return this.call(
      "POST",
      `${this.base}/v1/chain/send_transaction`,
      {
        signatures: signed.signatures,
        compression: 0,
        packed_context_free_data: "",
        packed_trx: signed.packed_trx,
      },
      sendTransactionSchema,
    );
  }

  /** Hyperion get_transaction; null when history does not (yet) know the id. */
  async historyTransaction(id: string): Promise<HistoryTransaction | null> {
    try {
      const answer = await this.call(
        "GET",
        `${this.hyperion}/v2/history/get_transaction?id=${encodeURIComponent(id)}`,
        undefined,
        historyTransactionSchema,
      );
      return answer.executed && answer.actions.length > 0 ? answer : null;
    } catch (error) {
      if (error instanceof NodeosError && error.httpStatus === 404) return null;
      throw error;
    }
  }

  private get base(): string {
    return this.api.replace(/\/$/, "");
  }

  private async call<T extends z.ZodType>(
    method: "GET" | "POST",
    url: string,
    body: unknown,
    schema: T,
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method,
        headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new NodeUnavailableError(
        `${method} ${url}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new NodeUnavailableError(`${url} answered HTTP ${response.status} without JSON`, {
        cause: error,
      });
    }
    if (!response.ok) throw nodeosErrorOf(response.status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new NodeUnavailableError(
        `${url} answered an unexpected shape at ${issue?.path.join(".")}: ${issue?.message}`,
      );
    }
    return parsed.data;
  }
}

function nodeosErrorOf(status: number, json: unknown): NodeosError {
  const parsed = nodeosErrorSchema.safeParse(json);
  const error = parsed.success ? parsed.data.error : undefined;
  return new NodeosError(
    status,
    error?.name ?? "unknown",
    error?.what ?? (parsed.success ? (parsed.data.message ?? "") : ""),
    error?.details?.[0]?.message ?? "",
  );
}
