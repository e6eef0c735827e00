import { existingAccount } from "../engine/queries/chainReader";
import { accountQueryError } from "../engine/queries/queryErrors";
import type { ApiContext } from "./apiContext";
import type { Route } from "./httpServer";
import {
  accountNameRequest,
  accountsByAuthorizersRequest,
  currencyBalanceRequest,
  currencyStatsRequest,
  parseRequest,
} from "./requestSchemas";

export function accountRoutes(context: ApiContext): Route[] {
  const { engine, node } = context;
  /** The requested account's name and raw ABI; nodeos' account query error when it has none. */
  const rawAbiOf = (body: unknown) => {
    const { account_name } = parseRequest(accountNameRequest, body);
    const raw = engine.rawAbi(account_name);
    if (!raw) throw accountQueryError(account_name);
    return { account_name, raw };
  };
  return [
    {
      path: "/v1/chain/get_account",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { account_name } = parseRequest(accountNameRequest, body);
        return { body: engine.accountInfo(account_name, node.status().head) };
      },
    },
    {
      path: "/v1/chain/get_accounts_by_authorizers",
      methods: ["GET", "POST"],
      handler: ({ body }) => ({
        body: engine.accountsByAuthorizers(parseRequest(accountsByAuthorizersRequest, body)),
      }),
    },
    {
      path: "/v1/chain/get_raw_abi",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { account_name, raw } = rawAbiOf(body);
        return {
          body: {
            account_name,
            code_hash: raw.codeHash,
            abi_hash: raw.abiHash,
            abi: Buffer.from(raw.abiHex, "hex").toString("base64"),
          },
        };
      },
    },
    {
      path: "/v1/chain/get_code_hash",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { account_name, raw } = rawAbiOf(body);
        return { body: { account_name, code_hash: raw.codeHash } };
      },
    },
    {
      path: "/v1/chain/get_abi",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { account_name } = parseRequest(accountNameRequest, body);
        existingAccount(engine, account_name);
        const abi = engine.abiJson(account_name);
        return { body: abi === undefined ? { account_name } : { account_name, abi } };
      },
    },
    {
      path: "/v1/chain/get_currency_balance",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(currencyBalanceRequest, body);
        return { body: engine.currencyBalances(request.code, request.account, request.symbol) };
      },
    },
    {
      path: "/v1/chain/get_currency_stats",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(currencyStatsRequest, body);
        return { body: engine.currencyStats(request.code, request.symbol) };
      },
    },
  ];
}
