import type { NetworkConfig } from "@ux/core/config";
import { debugLog } from "../../../shared/logging/loggingStore";
import { chainKeys } from "../../../shared/query/chainKeys";
import { useAppQuery } from "../../../shared/query/useAppQuery";
import { fetchManageData, type ManageData } from "./manageReads";

/** The manage view's query key: under chainKeys.all, so a settled transaction refreshes it with the rest. */
const manageKey = (api: string, account: string) => [...chainKeys.all, "manage", api, account] as const;

/**
 * The manage view's reads for the ux account, refreshed every 30 s and after every transaction (its key is
 * under chainKeys.all); undefined until the first answer and without an account.
 */
export function useManageData(config: NetworkConfig, account: string | null): ManageData | undefined {
  const api = config.chains.ux?.api ?? "";
  const query = useAppQuery({
    queryKey: manageKey(api, account ?? ""),
    queryFn: ({ signal }) => fetchManageData(config, account ?? "", debugLog, undefined, signal),
    enabled: account !== null && api !== "",
  });
  return query.data;
}
