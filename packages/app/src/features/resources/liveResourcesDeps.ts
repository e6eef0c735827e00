import type { NetworkConfig } from "@ux/core/config";
import { injectedProvider, parseChainId } from "../../shared/ethereum/eip1193";
import {
  METAMASK_NOT_FOUND,
  metamaskError,
  wrongEthereumNetwork,
} from "../../shared/ethereum/metamaskMessages";
import { sendEthereumPayment } from "../../shared/ethereum/sendPayment";
import { ensureWalletChain } from "../../shared/ethereum/walletChain";
import { debugLog } from "../../shared/logging/loggingStore";
import { retainSwapSocket, type SwapSocketClient } from "../../shared/swapSocket";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { completeServiceOrder, failServiceOrder, recordServiceOrder } from "../orders";
import type { ResourcesFlowDeps } from "./resourcesFlow";
import type { OrderTrackerDeps } from "./resourcesOrderTracker";

/** The browser wallet's side of a swap: on the token's chain (switched to it first), then the payment. */
export function liveWalletDeps(
  config: NetworkConfig,
): Pick<ResourcesFlowDeps, "ensureChain" | "pay" | "log"> {
  return {
    async ensureChain(chain) {
      const provider = injectedProvider();
      if (provider === null) return METAMASK_NOT_FOUND;
      const chainConfig = config.chains[chain];
      const wanted = chainConfig?.ethChainId ?? parseChainId(chainConfig?.chain_id);
      const result = await ensureWalletChain(provider, wanted);
      if (result.ok) return null;
      return result.reason === "addFailed"
        ? metamaskError(result.message)
        : wrongEthereumNetwork(chainConfig?.label ?? chain);
    },
    async pay(payment) {
      const provider = injectedProvider();
      if (provider === null) throw new Error(METAMASK_NOT_FOUND);
      return sendEthereumPayment(provider, payment);
    },
    log: debugLog,
  };
}

/** The order history and the socket lease a paid swap's news is followed with. */
export function liveOrderDeps(client: SwapSocketClient): OrderTrackerDeps {
  return {
    watchJob: client.watchJob,
    retain: () => retainSwapSocket(client),
    record: recordServiceOrder,
    complete: completeServiceOrder,
    fail: failServiceOrder,
  };
}

/** The UX Network's label in the order history. */
export function uxLabel(config: NetworkConfig): string {
  return config.chains[NATIVE_CHAIN]?.label ?? config.productName;
}
