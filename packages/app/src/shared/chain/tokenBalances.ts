import type { ChainClient } from "@ux/core/chainClient";
import type { BalanceToken } from "@ux/core/config";
import { parseAsset } from "@ux/core/money";

/** One configured token's balance on one chain, in integer units of its precision. */
export interface TokenBalance {
  contract: string;
  symbol: string;
  decimals: number;
  units: bigint;
}

export type BalanceLog = (message: string, error?: unknown) => void;

/** Groups the configured tokens by contract, keeping the config's order. */
export function tokensByContract(tokens: readonly BalanceToken[]): Map<string, BalanceToken[]> {
  const groups = new Map<string, BalanceToken[]>();
  for (const token of tokens) groups.set(token.contract, [...(groups.get(token.contract) ?? []), token]);
  return groups;
}

/** The configured tokens' balances out of one contract's answer ('1.2345 UTX' strings); absent ones are 0. */
export function balancesFromAnswer(
  tokens: readonly BalanceToken[],
  answer: readonly string[],
): TokenBalance[] {
  const held = new Map<string, { units: bigint; decimals: number }>();
  for (const text of answer) {
    const parsed = parseAsset(text);
    if (parsed.ok)
      held.set(parsed.value.symbol.code, {
        units: parsed.value.amount,
        decimals: parsed.value.symbol.precision,
      });
  }
  return tokens.map((token) => {
    const found = held.get(token.symbol);
    return {
      contract: token.contract,
      symbol: token.symbol,
      decimals: found?.decimals ?? token.decimals,
      units: found?.units ?? 0n,
    };
  });
}

/**
 * The account's balances of the configured tokens with one request per distinct token contract:
 * get_currency_balance without a symbol answers every symbol of that contract at once. A failed lookup
 * yields 0 for that contract's tokens and a log line (spec 1 §8), never an error.
 */
export async function fetchTokenBalances(
  api: Pick<ChainClient, "getCurrencyBalance">,
  account: string,
  tokens: readonly BalanceToken[],
  log: BalanceLog,
  signal?: AbortSignal,
): Promise<TokenBalance[]> {
  const groups = [...tokensByContract(tokens)];
  const answers = await Promise.all(
    groups.map(async ([contract, group]) => {
      try {
        return balancesFromAnswer(group, await api.getCurrencyBalance(contract, account, undefined, signal));
      } catch (error) {
        log(`balance lookup failed for ${account} on ${contract}; showing 0`, error);
        return balancesFromAnswer(group, []);
      }
    }),
  );
  // Back in the config's order.
  const all = answers.flat();
  return tokens.map(
    (token) => all.find((b) => b.contract === token.contract && b.symbol === token.symbol) as TokenBalance,
  );
}
