import { createHash } from "node:crypto";
import { ZERO_DIGEST } from "@ux/core/antelope/merkle";
import { symbolCodeValue } from "../contracts/framework/chainAsset";
import { canonicalKeyText } from "../engine/authority/authorityRules";
import { chainError } from "../engine/chainErrors";
import { accountJson } from "./accountJson";
import type { ApiContext } from "./apiContext";
import { scopeName } from "./boundConversion";
import type { Route } from "./httpServer";
import { accountQueryError } from "./nodeosErrors";
import {
  accountNameRequest,
  accountsByAuthorizersRequest,
  currencyBalanceRequest,
  currencyStatsRequest,
  parseRequest,
} from "./requestSchemas";

function existingAccount(context: ApiContext, name: string) {
  const account = context.engine.account(name);
  if (!account) throw accountQueryError(name);
  return account;
}

/** get_accounts_by_authorizers: every permission whose authority lists one of the keys or accounts. */
function accountsByAuthorizers(context: ApiContext, body: unknown) {
  const request = parseRequest(accountsByAuthorizersRequest, body);
  const keys = new Set(
    request.keys.map((key) => {
      try {
        return canonicalKeyText(key);
      } catch {
        throw chainError("public_key_type_exception", `Invalid public key: ${key}`);
      }
    }),
  );
  const matchesAccount = (level: { actor: string; permission: string }) =>
    request.accounts.some((entry) =>
      typeof entry === "string"
        ? entry === level.actor
        : entry.actor === level.actor && entry.permission === level.permission,
    );
  const accounts = [];
  for (const account of context.engine.state.accounts.values()) {
    for (const permission of account.permissions) {
      const base = {
        account_name: account.name,
        permission_name: permission.name,
        threshold: permission.auth.threshold,
      };
      for (const { key, weight } of permission.auth.keys)
        if (keys.has(key)) accounts.push({ ...base, authorizing_key: key, weight });
      for (const { permission: level, weight } of permission.auth.accounts)
        if (matchesAccount(level)) accounts.push({ ...base, authorizing_account: level, weight });
    }
  }
  return { accounts };
}

export function accountRoutes(context: ApiContext): Route[] {
  const { engine, node } = context;
  return [
    {
      path: "/v1/chain/get_account",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { account_name } = parseRequest(accountNameRequest, body);
        const head = node.status().head;
        return { body: accountJson(engine, existingAccount(context, account_name), head) };
      },
    },
    {
      path: "/v1/chain/get_accounts_by_authorizers",
      methods: ["GET", "POST"],
      handler: ({ body }) => ({ body: accountsByAuthorizers(context, body) }),
    },
    {
      path: "/v1/chain/get_raw_abi",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { account_name } = parseRequest(accountNameRequest, body);
        const account = existingAccount(context, account_name);
        const abi = Buffer.from(account.abiHex, "hex");
        return {
          body: {
            account_name,
            code_hash: account.codeHash || ZERO_DIGEST,
            abi_hash: abi.length > 0 ? createHash("sha256").update(abi).digest("hex") : ZERO_DIGEST,
            abi: abi.toString("base64"),
          },
        };
      },
    },
    {
      path: "/v1/chain/get_abi",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { account_name } = parseRequest(accountNameRequest, body);
        existingAccount(context, account_name);
        const abi = engine.abiJson(account_name);
        return { body: abi === undefined ? { account_name } : { account_name, abi } };
      },
    },
    {
      path: "/v1/chain/get_currency_balance",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(currencyBalanceRequest, body);
        const table = engine.state.tables.find(request.code, request.account, "accounts");
        const balances: string[] = [];
        for (const key of table?.keys ?? []) {
          const balance = (table?.rows.get(key)?.value as { balance?: unknown } | undefined)?.balance;
          if (typeof balance !== "string") continue;
          if (request.symbol && balance.split(" ")[1] !== request.symbol) continue;
          balances.push(balance);
        }
        return { body: balances };
      },
    },
    {
      path: "/v1/chain/get_currency_stats",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(currencyStatsRequest, body);
        const row = engine.state.tables.getRow(
          request.code,
          scopeName(request.symbol),
          "stat",
          symbolCodeValue(request.symbol),
        );
        return { body: row ? { [request.symbol]: row.value } : {} };
      },
    },
  ];
}
