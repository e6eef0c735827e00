import { createNodeRequest, type FetchFunction, NodeosError, UNKNOWN_BLOCK_CODE } from "@ux/core/chainClient";
import type { ChainConfig } from "@ux/core/config";
import {
  type AccountView,
  type ActionView,
  accountOf,
  actionPageOf,
  type BlockView,
  balancesOf,
  blockOf,
  type ChainInfo,
  chainInfoOf,
  type TransactionView,
  transactionOf,
} from "./chainAnswers";

/** A page waits this long for a chain at most: a stopped local chain shows 'unreachable', not a hang. */
const READ_TIMEOUT_MS = 5_000;
const ACCOUNT_QUERY_CODE = 3060002;

/**
 * The explorer's reads of one chain, through its public API only: nodeos /v1/chain on `api`, Hyperion
 * /v2/history on `hyperion` (the api when there is none). Something unknown to the chain reads as null;
 * any other failure (unreachable, refused) is thrown for the page to say so.
 */
export interface ChainReader {
  info(): Promise<ChainInfo>;
  transaction(id: string): Promise<TransactionView | null>;
  account(name: string): Promise<AccountView | null>;
  balances(contract: string, account: string): Promise<string[]>;
  recentActions(account: string, limit: number): Promise<{ total?: number; actions: ActionView[] }>;
  block(num: number): Promise<BlockView | null>;
}

function unknownAccount(error: unknown): boolean {
  if (!(error instanceof NodeosError)) return false;
  return (
    error.errorName === "account_query_exception" ||
    error.errorCode === ACCOUNT_QUERY_CODE ||
    /unknown key/i.test(error.detail ?? "")
  );
}

function unknownBlock(error: unknown): boolean {
  return (
    error instanceof NodeosError &&
    (error.errorName === "unknown_block_exception" || error.errorCode === UNKNOWN_BLOCK_CODE)
  );
}

async function nullWhen<T>(read: Promise<T>, unknown: (error: unknown) => boolean): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (unknown(error)) return null;
    throw error;
  }
}

export function createChainReader(
  chain: Pick<ChainConfig, "api" | "hyperion">,
  fetchFn: FetchFunction,
  timeoutMs = READ_TIMEOUT_MS,
): ChainReader {
  const node = createNodeRequest(chain.api, fetchFn, { timeoutMs });
  const history = createNodeRequest(chain.hyperion ?? chain.api, fetchFn, { timeoutMs });
  const get = (request: typeof node, path: string) => request(path, undefined, undefined);
  return {
    info: async () => chainInfoOf(await get(node, "/v1/chain/get_info")),
    transaction: (id) =>
      nullWhen(
        get(history, `/v2/history/get_transaction?id=${id}`).then((answer) => transactionOf(id, answer)),
        (error) => error instanceof NodeosError && error.status === 404,
      ),
    account: (name) =>
      nullWhen(
        node("/v1/chain/get_account", { account_name: name }, undefined).then((answer) => ({
          ...accountOf(answer),
          name,
        })),
        unknownAccount,
      ),
    balances: async (contract, account) =>
      balancesOf(await node("/v1/chain/get_currency_balance", { code: contract, account }, undefined)),
    recentActions: async (account, limit) => {
      const query = new URLSearchParams({ account, limit: String(limit), sort: "desc" });
      return actionPageOf(await get(history, `/v2/history/get_actions?${query}`));
    },
    block: (num) =>
      nullWhen(
        node("/v1/chain/get_block", { block_num_or_id: num }, undefined).then((answer) =>
          blockOf(num, answer),
        ),
        unknownBlock,
      ),
  };
}
