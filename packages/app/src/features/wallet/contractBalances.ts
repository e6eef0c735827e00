import type { ChainClient } from "@ux/core/chainClient";
import { parseAsset } from "@ux/core/money";
import type { BalanceLog, TokenBalance } from "../../shared/chain/tokenBalances";

/**
 * Every symbol the account holds at each of `contracts` (get_currency_balance without a symbol): for token
 * contracts whose symbols no config can list, such as QuickStake's one TU and one TC per expiry. A failed
 * lookup yields none for that contract and a log line (spec 1 §8), never an error.
 */
export async function fetchContractBalances(
  api: Pick<ChainClient, "getCurrencyBalance">,
  account: string,
  contracts: readonly string[],
  log: BalanceLog,
  signal?: AbortSignal,
): Promise<TokenBalance[]> {
  const answers = await Promise.all(
    contracts.map(async (contract) => {
      try {
        const texts = await api.getCurrencyBalance(contract, account, undefined, signal);
        return texts.flatMap((text): TokenBalance[] => {
          const parsed = parseAsset(text);
          if (!parsed.ok) {
            log(`balance '${text}' of ${contract} skipped`);
            return [];
          }
          const { amount, symbol } = parsed.value;
          return [{ contract, symbol: symbol.code, decimals: symbol.precision, units: amount }];
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        log(`balance lookup failed for ${account} on ${contract}; showing none`, error);
        return [];
      }
    }),
  );
  return answers.flat();
}
