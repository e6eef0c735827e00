import type { NetworkConfig } from "@ux/core/config";
import { io } from "socket.io-client";
import { debugLog } from "../../../shared/logging/loggingStore";
import { SERVICE_ERROR_TITLE } from "../../../shared/notifications/notificationPolicy";
import { notify } from "../../../shared/notifications/notify";
import type { SocketLike } from "../../../shared/socket/socketLike";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import { bindWalletServiceSession } from "../../auth";
import { handleAmmReport } from "../reports/reportEffects";
import { AMM_SERVICE, type AmmSocketClient, createAmmSocketClient } from "./ammSocketClient";

/*
 * The app's one AMM socket: opened for the logged-in UX account by the orders host (and by placeAmmOrder
 * should it run first), closed when the host goes (logout; the logout itself revokes the session first,
 * see endServiceSessions). Opening it again for the same service and account returns the same connection.
 */

let active: { url: string; client: AmmSocketClient } | null = null;

function openSocket(url: string): SocketLike {
  return io(url, { transports: ["websocket"] });
}

export function connectAmmSocket(config: NetworkConfig, session: WalletSession): AmmSocketClient {
  const url = config.services.ammSocket;
  if (active !== null && active.url === url && active.client.account === session.actor) return active.client;
  active?.client.close();
  const socket = openSocket(url);
  const proven = bindWalletServiceSession(socket, AMM_SERVICE, config, session);
  const client = createAmmSocketClient(socket, proven, {
    onReport: handleAmmReport,
    onMessage: (text) => notify.error(text, SERVICE_ERROR_TITLE),
    log: debugLog,
  });
  active = { url, client };
  return client;
}

/** Closes the connection (the host unmounted); a later connect opens a new one. */
export function disconnectAmmSocket(account: string): void {
  if (active?.client.account !== account) return;
  active.client.close();
  active = null;
}
