import type { Server, Socket } from "socket.io";

/*
 * Rooms of the product sockets. A connection joins its account's room only once its session is proven and
 * bound (auth/provenSession's onBound) and leaves it when released, so whatever is sent to the room reaches
 * that account's own connections only, on this instance or, through the adapter, on any other.
 */

export const accountRoom = (account: string) => `account:${account}`;

/** The followers of a swap job (the connections that submitted it). */
export const swapJobRoom = (id: string) => `swap-job:${id}`;

/** The connections in `room` on this instance only. */
export function localSocketsIn(io: Server, room: string): Socket[] {
  const ids = io.of("/").adapter.rooms.get(room);
  if (!ids) return [];
  const sockets: Socket[] = [];
  for (const id of ids) {
    const socket = io.of("/").sockets.get(id);
    if (socket) sockets.push(socket);
  }
  return sockets;
}

/** Accounts with a bound connection on this instance. */
export function localAccounts(io: Server): string[] {
  const prefix = accountRoom("");
  return [...io.of("/").adapter.rooms.keys()]
    .filter((room) => room.startsWith(prefix))
    .map((room) => room.slice(prefix.length));
}
