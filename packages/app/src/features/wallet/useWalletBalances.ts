import type { NetworkConfig } from "@ux/core/config";
import { useSyncExternalStore } from "react";
import type { TokenBalance } from "../../shared/chain/tokenBalances";
import { debugLog } from "../../shared/logging/loggingStore";
import { type BalancePoller, createBalancePoller, type PolledBalances } from "./balancePolling";
import { type ChainAccount, refreshWalletBalances } from "./walletBalances";

type Balances = Record<string, TokenBalance[]>;

const pollers = new Map<string, BalancePoller<Balances>>();

/** One shared poller per set of logged-in accounts: every viewer of the same accounts shares its requests. */
function balancesPoller(config: NetworkConfig, accounts: readonly ChainAccount[]): BalancePoller<Balances> {
  const key = accounts.map((a) => `${a.chain}:${a.account}`).join(",");
  let poller = pollers.get(key);
  if (poller === undefined) {
    poller = createBalancePoller((signal) =>
      refreshWalletBalances(config, accounts, debugLog, undefined, signal),
    );
    pollers.set(key, poller);
  }
  return poller;
}

export function useWalletBalances(
  config: NetworkConfig,
  accounts: readonly ChainAccount[],
): PolledBalances<Balances> {
  const poller = balancesPoller(config, accounts);
  return useSyncExternalStore(poller.subscribe, poller.getSnapshot);
}
