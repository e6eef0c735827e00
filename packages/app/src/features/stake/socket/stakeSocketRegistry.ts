import type { NetworkConfig } from "@ux/core/config";
import { io } from "socket.io-client";
import { debugLog } from "../../../shared/logging/loggingStore";
import { SERVICE_ERROR_TITLE } from "../../../shared/notifications/notificationPolicy";
import { notify } from "../../../shared/notifications/notify";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import { bindWalletServiceSession } from "../../auth";
import { createStakeSocketClient, STAKE_SERVICE, type StakeSocketClient } from "./stakeSocketClient";
import { stakeStore } from "./stakeStore";

/*
 * The app's one stake socket: opened by the Stake page, for the logged-in UX account (proven session) or
 * for no one (rates only), and closed when the page goes. Opening it again for the same service and
 * account returns the same connection.
 */

let active: { url: string; client: StakeSocketClient } | null = null;

export function connectStakeSocket(config: NetworkConfig, session: WalletSession | null): StakeSocketClient {
  const url = config.services.stakeSocket;
  const account = session?.actor ?? null;
  if (active !== null && active.url === url && active.client.account === account) return active.client;
  active?.client.close();
  const socket = io(url, { transports: ["websocket"] });
  const proven = session === null ? null : bindWalletServiceSession(socket, STAKE_SERVICE, config, session);
  stakeStore.setState({ history: null, historyAccount: account });
  const client = createStakeSocketClient(socket, proven, {
    onRates: (rates) => stakeStore.setState({ rates }),
    onHistory: (history) => {
      if (stakeStore.getState().historyAccount === account) stakeStore.setState({ history });
    },
    onMessage: (text) => notify.error(text, SERVICE_ERROR_TITLE),
    log: debugLog,
  });
  active = { url, client };
  return client;
}

/** Closes the page's connection; a later connect opens a new one. */
export function disconnectStakeSocket(client: StakeSocketClient): void {
  if (active?.client !== client) return;
  client.close();
  active = null;
}
