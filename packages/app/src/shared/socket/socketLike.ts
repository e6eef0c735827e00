/** The part of a socket.io client socket the app's service clients use, so tests can pass a fake. */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  /**
   * socket.io's acknowledged emit: the last argument is a callback that gets (error, answer); error when no
   * answer came in time.
   */
  timeout(ms: number): { emit(event: string, ...args: unknown[]): unknown };
  connect(): unknown;
  disconnect(): unknown;
}

/** How long an acknowledged emit waits for the service's answer. */
export const SOCKET_ACK_TIMEOUT_MS = 15_000;

/**
 * Emits `event` (with `payload` when given) and resolves with the service's acknowledgement, or undefined
 * when none came in time (the socket is down or the service silent): never rejects.
 */
export function emitWithAck(
  socket: SocketLike,
  event: string,
  payload?: unknown,
  timeoutMs: number = SOCKET_ACK_TIMEOUT_MS,
): Promise<unknown> {
  return new Promise((resolve) => {
    const ack = (error: Error | null, answer?: unknown) => resolve(error ? undefined : answer);
    const emitter = socket.timeout(timeoutMs);
    if (payload === undefined) emitter.emit(event, ack);
    else emitter.emit(event, payload, ack);
  });
}
