import { io, type Socket } from "socket.io-client";

/**
 * A socket.io client not connected yet (websocket transport, no reconnection: tests reconnect explicitly),
 * for a test that must listen before the service's first events: then openSocket().
 */
export function unopenedClient(url: string): Socket {
  return io(url, { transports: ["websocket"], forceNew: true, reconnection: false, autoConnect: false });
}

/** Connects `socket`; rejects on a connection error. */
export function openSocket(socket: Socket): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
    socket.connect();
  });
}

/** A connected socket.io client. */
export async function connectClient(url: string): Promise<Socket> {
  const socket = unopenedClient(url);
  await openSocket(socket);
  return socket;
}

/** Resolves with the next payload of `event`, or rejects after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
