import { tokenKey } from "@ux/core/amm";
import type { ChainClient } from "@ux/core/chainClient";
import { type BalanceLog, fetchTokenBalances } from "../chain/tokenBalances";
import type { AmmToken } from "./ammTokens";

/** Wallet balances (units) of the AMM's tokens by tokenKey; a missing key means 0. */
export type AmmWalletBalances = ReadonlyMap<string, bigint>;

/**
 * The account's wallet balances of every AMM token: one get_currency_balance per token contract. A failed
 * lookup is 0 and a log line (spec 1 §8): the form then says 'Insufficient Balance' rather than crashing.
 */
export async function fetchAmmWalletBalances(
  api: Pick<ChainClient, "getCurrencyBalance">,
  account: string,
  tokens: readonly AmmToken[],
  log: BalanceLog,
  signal?: AbortSignal,
): Promise<AmmWalletBalances> {
  const balances = await fetchTokenBalances(api, account, tokens, log, signal);
  return new Map(balances.map((b) => [tokenKey(b), b.units]));
}

export function balanceOf(
  balances: AmmWalletBalances | undefined,
  token: { contract: string; symbol: string },
) {
  return balances?.get(tokenKey(token)) ?? 0n;
}
