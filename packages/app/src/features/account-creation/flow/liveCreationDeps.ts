import type { NetworkConfig } from "@ux/core/config";
import { paymentWallet } from "../../../shared/ethereum/paymentWallet";
import { sendEthereumPayment } from "../../../shared/ethereum/sendPayment";
import { debugLog } from "../../../shared/logging/loggingStore";
import { notify } from "../../../shared/notifications/notify";
import { retainSwapSocket, type SwapSocketClient, swapStore } from "../../../shared/swapSocket";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import { signWithoutBroadcast } from "../../auth";
import { completeServiceOrder, failServiceOrder, recordServiceOrder } from "../../orders";
import type { CreationRunDeps } from "./creationRunDeps";
import { updateCreation } from "./creationStore";

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
    ethereumWallet: (chain) => paymentWallet(config, chain),
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
