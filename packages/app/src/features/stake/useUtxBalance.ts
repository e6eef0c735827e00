import { createChainClient } from "@ux/core/chainClient";
import type { BalanceToken, NetworkConfig } from "@ux/core/config";
import { fetchTokenBalances } from "../../shared/chain/tokenBalances";
import { debugLog } from "../../shared/logging/loggingStore";
import { chainKeys } from "../../shared/query/chainKeys";
import { useAppQuery } from "../../shared/query/useAppQuery";

export const STAKE_SYMBOL = "UTX";

/** The UX chain's UTX token as the config lists it (eosio.token, 4 decimals on the devnet). */
export function utxToken(config: NetworkConfig): BalanceToken {
  return (
    config.chains.ux?.balances.find((token) => token.symbol === STAKE_SYMBOL) ?? {
      contract: "eosio.token",
      symbol: STAKE_SYMBOL,
      decimals: 4,
    }
  );
}

/** The account's UTX balance in units (undefined while loading or without an account). */
export function useUtxBalance(config: NetworkConfig, account: string | null): bigint | undefined {
  const api = config.chains.ux?.api ?? "";
  const token = utxToken(config);
  const query = useAppQuery({
    queryKey: chainKeys.tokenBalance(api, account ?? "", `${token.symbol}@${token.contract}`),
    enabled: account !== null && api !== "",
    queryFn: async ({ signal }) => {
      const node = createChainClient(api, { fetch });
      const [balance] = await fetchTokenBalances(node, account ?? "", [token], debugLog, signal);
      return balance?.units ?? 0n;
    },
  });
  return query.data;
}
