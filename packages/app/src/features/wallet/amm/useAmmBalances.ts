import type { NetworkConfig } from "@ux/core/config";
import { useSyncExternalStore } from "react";
import { debugLog } from "../../../shared/logging/loggingStore";
import { type BalancePoller, createBalancePoller, type PolledBalances } from "../balancePolling";
import { type AmmBalanceRow, fetchAmmBalances } from "./ammBalances";

const pollers = new Map<string, BalancePoller<AmmBalanceRow[]>>();

/** The shared poller of one account's AMM balances (every 30 s while shown). */
export function ammBalancesPoller(config: NetworkConfig, account: string): BalancePoller<AmmBalanceRow[]> {
  const key = `${config.chains.ux?.explorer ?? config.chains.ux?.api}|${account}`;
  let poller = pollers.get(key);
  if (poller === undefined) {
    poller = createBalancePoller((signal) => fetchAmmBalances(config, account, debugLog, undefined, signal));
    pollers.set(key, poller);
  }
  return poller;
}

const NO_ACCOUNT: PolledBalances<AmmBalanceRow[]> = { data: undefined, loading: false };
const idle = { subscribe: () => () => undefined, getSnapshot: () => NO_ACCOUNT };

export function useAmmBalances(
  config: NetworkConfig,
  account: string | null,
): PolledBalances<AmmBalanceRow[]> & { refresh(): void } {
  const poller = account === null ? null : ammBalancesPoller(config, account);
  const source = poller ?? idle;
  const state = useSyncExternalStore(source.subscribe, source.getSnapshot);
  return { ...state, refresh: () => poller?.refresh() };
}
