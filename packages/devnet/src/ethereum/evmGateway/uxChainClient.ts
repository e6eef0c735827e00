import { type API, APIClient, APIError, type SignedTransaction } from "@wharfkit/antelope";
import { z } from "zod";
import { etherAccountQuery, linkedAccountFromRows } from "./etherAccountLookup";
import { GatewayRpcError, RPC_ERROR } from "./rpcError";
import { utxUnitsFromCurrencyBalance } from "./utxBalance";

export interface UxChainClientOptions {
  /** The UX chain's HTTP API (nodeos paths), e.g. http://127.0.0.1:8888. */
  url: string;
  etherAccountContract: string;
  tokenContract: string;
}

/** What a push returns when the chain accepted the transaction. */
export interface PushedTransaction {
  transactionId: string;
  blockNumber: number;
}

/** The chain refused the transaction: `message` is the first detail message of its error answer. */
export class ChainRejection extends Error {
  override name = "ChainRejection";
}

const sendAnswerSchema = z.object({
  transaction_id: z.string().regex(/^[0-9a-f]{64}$/),
  processed: z.object({
    block_num: z.number().int().nonnegative(),
    receipt: z.object({ status: z.string() }).nullish(),
  }),
});

/** The first detail message of a nodeos error answer (what the app shows too), else its `what`. */
export function firstDetailMessage(error: APIError): string {
  const detail = error.details?.[0]?.message;
  if (typeof detail === "string" && detail.length > 0) return detail;
  return error.error?.what ?? error.message;
}

function unavailable(path: string, error: unknown): GatewayRpcError {
  const message = error instanceof Error ? error.message : String(error);
  return new GatewayRpcError(RPC_ERROR.internalError, `UX chain request ${path} failed: ${message}`);
}

/** The gateway's view of the UX chain: HTTP only, through WharfKit's APIClient, like any client. */
export class UxChainClient {
  private readonly client: APIClient;

  constructor(private readonly options: UxChainClientOptions) {
    this.client = new APIClient({ url: options.url });
  }

  async info(): Promise<API.v1.GetInfoResponse> {
    try {
      return await this.client.v1.chain.get_info();
    } catch (error) {
      throw unavailable("get_info", error);
    }
  }

  /** The UX account linked to an Ethereum address in the etheraccount table, or null. */
  async linkedAccount(address: string): Promise<string | null> {
    const path = "/v1/chain/get_table_rows";
    try {
      const answer = await this.client.call({
        path,
        params: etherAccountQuery(address, this.options.etherAccountContract),
      });
      return linkedAccountFromRows(answer, address);
    } catch (error) {
      throw unavailable(path, error);
    }
  }

  /** The account's liquid UTX in units of 0.0001. */
  async utxUnits(account: string): Promise<bigint> {
    const path = "/v1/chain/get_currency_balance";
    try {
      const answer = await this.client.call({
        path,
        params: { code: this.options.tokenContract, account, symbol: "UTX" },
      });
      return utxUnitsFromCurrencyBalance(z.array(z.string()).parse(answer));
    } catch (error) {
      throw unavailable(path, error);
    }
  }

  /** send_transaction; a chain error becomes a ChainRejection, anything else a -32603. */
  async send(transaction: SignedTransaction): Promise<PushedTransaction> {
    let answer: unknown;
    try {
      answer = await this.client.v1.chain.send_transaction(transaction);
    } catch (error) {
      if (error instanceof APIError && error.error !== undefined)
        throw new ChainRejection(firstDetailMessage(error));
      throw unavailable("send_transaction", error);
    }
    const parsed = sendAnswerSchema.safeParse(answer);
    if (!parsed.success) throw unavailable("send_transaction", new Error("unexpected answer shape"));
    const status = parsed.data.processed.receipt?.status ?? "executed";
    if (status !== "executed") throw new ChainRejection(`transaction ${status}`);
    return { transactionId: parsed.data.transaction_id, blockNumber: parsed.data.processed.block_num };
  }
}
