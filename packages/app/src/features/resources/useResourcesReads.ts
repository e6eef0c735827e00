import { createChainClient } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { ethereumTokenBalance } from "../../shared/ethereum/ethereumBalance";
import { ethereumRpc } from "../../shared/ethereum/ethereumRpc";
import { useDebouncedValue } from "../../shared/hooks/useDebouncedValue";
import { chainKeys } from "../../shared/query/chainKeys";
import { type ServerRead, serverReadOf } from "../../shared/query/serverRead";
import { useAppQuery } from "../../shared/query/useAppQuery";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { accountSearchQuery, accountSearchResults, searchPrefix } from "./receivingAccount";
import type { SendToken } from "./resourcesTokens";

/** How long typing must pause before the receiver search asks the chain. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The sending address's balance of the token, read from the token chain's node (30 s refresh). */
export function useEthereumBalance(
  config: NetworkConfig,
  token: SendToken | null,
  address: string | null,
): ServerRead<bigint> {
  const rpc = token === null ? "" : (config.chains[token.chain]?.api ?? "");
  const query = useAppQuery({
    queryKey: chainKeys.ethereumBalance(rpc, address ?? "", token?.tokenContract ?? token?.symbol ?? ""),
    enabled: token !== null && address !== null && rpc !== "",
    queryFn: ({ signal }) =>
      ethereumTokenBalance(ethereumRpc(rpc), address ?? "", token?.tokenContract ?? null, signal),
  });
  return serverReadOf(query);
}

/** Whether the KYC registry lists the receiver (false without a registry in the config, or while unknown). */
export function useReceiverVerified(config: NetworkConfig, account: string | null): boolean {
  const ux = config.chains[NATIVE_CHAIN];
  const kyc = ux?.kyc ?? "";
  const api = ux?.api ?? "";
  const query = useAppQuery({
    queryKey: chainKeys.kycVerified(api, kyc, account ?? ""),
    enabled: account !== null && kyc !== "" && api !== "",
    queryFn: async ({ signal }) => {
      const node = createChainClient(api, { fetch });
      const { rows } = await node.getTableRows(
        {
          code: kyc,
          scope: kyc,
          table: "verified",
          lower_bound: account ?? "",
          upper_bound: account ?? "",
          limit: 1,
        },
        undefined,
        signal,
      );
      return rows.some((row) => (row as { account?: unknown }).account === account);
    },
  });
  return query.data === true;
}

export interface AccountSearch {
  /** The prefix searched for (typing paused), or null when the text cannot start a name. */
  prefix: string | null;
  loading: boolean;
  /** 5 at most; empty while loading, for no match, or when the lookup failed. */
  results: string[];
}

/** The receiver search (spec 1 §2, §7): get_table_by_scope from the prefix, padded to 12 with 'z', 5 results. */
export function useAccountSearch(config: NetworkConfig, typed: string): AccountSearch {
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const api = config.chains[NATIVE_CHAIN]?.api ?? "";
  const prefix = searchPrefix(settled);
  const query = useAppQuery({
    queryKey: chainKeys.accountSearch(api, prefix ?? ""),
    enabled: prefix !== null && api !== "",
    refetchInterval: false,
    queryFn: async ({ signal }) => {
      const node = createChainClient(api, { fetch });
      const answer = await node.getTableByScope(accountSearchQuery(prefix ?? ""), signal);
      return accountSearchResults(answer.rows, prefix ?? "");
    },
  });
  const typing = searchPrefix(typed) !== null && searchPrefix(typed) !== prefix;
  return { prefix, loading: typing || (prefix !== null && query.isPending), results: query.data ?? [] };
}
