import { io } from "socket.io-client";
import { debugLog } from "../../../shared/logging/loggingStore";
import { notify } from "../../../shared/notifications/notify";
import { handleAmmReport } from "../reports/reportEffects";
import { type AmmSocketClient, createAmmSocketClient, type SocketLike } from "./ammSocketClient";

/*
 * The app's one AMM socket: opened for the logged-in UX account by the orders host (and by placeAmmOrder
 * should it run first), closed at logout. Opening it again for the same service and account returns the
 * same connection.
 */

let active: { url: string; client: AmmSocketClient } | null = null;

function openSocket(url: string): SocketLike {
  return io(url, { transports: ["websocket"] });
}

export function connectAmmSocket(url: string, account: string): AmmSocketClient {
  if (active !== null && active.url === url && active.client.account === account) return active.client;
  active?.client.close();
  const client = createAmmSocketClient(openSocket(url), account, {
    onReport: handleAmmReport,
    onMessage: (text) => notify.error(text),
    log: debugLog,
  });
  active = { url, client };
  return client;
}

/** Closes the connection (logout); a later connect opens a new one. */
export function disconnectAmmSocket(account: string): void {
  if (active?.client.account !== account) return;
  active.client.close();
  active = null;
}
