import type { NetworkConfig } from "@ux/core/config";
import { wrongEthereumNetwork } from "@ux/core/forms";
import { injectedProvider } from "../../../shared/ethereum/eip1193";
import { METAMASK_NOT_FOUND, metamaskError } from "../../../shared/ethereum/metamaskMessages";
import { sendEthereumPayment } from "../../../shared/ethereum/sendPayment";
import { ensureWalletChain } from "../../../shared/ethereum/walletChain";
import { debugLog } from "../../../shared/logging/loggingStore";
import { notify } from "../../../shared/notifications/notify";
import { retainSwapSocket, type SwapSocketClient, swapStore } from "../../../shared/swapSocket";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import { signWithoutBroadcast } from "../../auth";
import { completeServiceOrder, failServiceOrder, recordServiceOrder } from "../../orders";
import type { CreationRunDeps } from "./creationRunDeps";
import { updateCreation } from "./creationStore";

/** The browser wallet on the chain the payment is made on (it was logged in there, so it knows it). */
async function ethereumWallet(config: NetworkConfig, chain: string) {
  const provider = injectedProvider();
  if (provider === null) return { ok: false as const, error: METAMASK_NOT_FOUND };
  const chainConfig = config.chains[chain];
  const wanted = chainConfig?.ethChainId ?? Number(chainConfig?.chain_id);
  const result = await ensureWalletChain(provider, wanted);
  if (result.ok) return { ok: true as const, provider };
  return {
    ok: false as const,
    error:
      result.reason === "addFailed"
        ? metamaskError(result.message)
        : wrongEthereumNetwork(chainConfig?.label ?? chain),
  };
}

/** Calls `listener` each time the swap socket connects after having been disconnected. */
function onReconnect(listener: () => void): () => void {
  let connected = swapStore.getState().connected;
  return swapStore.subscribe((state) => {
    if (state.connected && !connected) listener();
    connected = state.connected;
  });
}

/**
 * The run's real dependencies: the dialog's swap socket client (held open by a further lease on its
 * connection while the job runs), the wallets, the order history and notifications.
 */
export function liveCreationDeps(config: NetworkConfig, client: SwapSocketClient): CreationRunDeps {
  return {
    service: client,
    signPayment: (session, buildActions) => signWithoutBroadcast(config, session, buildActions),
    ethereumWallet: (chain) => ethereumWallet(config, chain),
    sendPayment: sendEthereumPayment,
    orders: { record: recordServiceOrder, complete: completeServiceOrder, fail: failServiceOrder },
    notify,
    update: updateCreation,
    onReconnect,
    hold: () => {
      // Null when the connection was replaced meanwhile (another account logged in): nothing to hold then.
      const lease = retainSwapSocket(client);
      return () => lease?.release();
    },
    uxLabel: config.chains[NATIVE_CHAIN]?.label ?? NATIVE_CHAIN,
    now: Date.now,
    log: debugLog,
  };
}
