import type { ActionInput } from "../../../shared/chain/signedTransaction";
import {
  ackErrorSchema,
  type PreparedTx,
  preparedTxSchema,
  type ReportEvent,
  reportEventSchema,
} from "./ammSocketPayloads";

/** The part of a socket.io client socket this client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  /** socket.io's acknowledged emit: the callback gets (error, answer); error when no answer came in time. */
  timeout(ms: number): {
    emit(event: string, payload: unknown, ack: (error: Error | null, answer?: unknown) => void): unknown;
  };
  connect(): unknown;
  disconnect(): unknown;
}

export interface AmmSocketHandlers {
  /** A report that parsed; it has already been acknowledged. */
  onReport(event: ReportEvent): void;
  /** The server's `msg` text (spec 2 §8: an error notification showing it). */
  onMessage(text: string): void;
  log(message: string, detail?: unknown): void;
}

/** What payForResources came back with. */
export type PayForResourcesAnswer =
  | { kind: "prepared"; prepared: PreparedTx }
  /** The service refused (its `msg` carries the same text, already shown). */
  | { kind: "refused"; message: string }
  /** No connection, or no answer in time. */
  | { kind: "noAnswer" };

export interface PlacedOrderPayload {
  pool_id: number;
  /** The placeorder/ufxhop actions of the transaction, as sent. */
  actions: readonly ActionInput[];
  order_ids: readonly string[];
  tx_id: string;
}

export interface AmmSocketClient {
  readonly account: string;
  isConnected(): boolean;
  payForResources(actions: readonly ActionInput[]): Promise<PayForResourcesAnswer>;
  /** Tells the service which orders a transaction placed; resolves with the refusal text, or null. */
  placedOrder(payload: PlacedOrderPayload): Promise<string | null>;
  close(): void;
}

/** How long an acknowledged emit waits for the service's answer. */
export const AMM_SOCKET_ACK_TIMEOUT_MS = 15_000;

function emitWithAck(socket: SocketLike, event: string, payload: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    socket.timeout(AMM_SOCKET_ACK_TIMEOUT_MS).emit(event, payload, (error, answer) => {
      resolve(error ? undefined : answer);
    });
  });
}

/**
 * The AMM socket for one UX account (spec 2 §7): setUser on every (re)connection, reports acknowledged and
 * handed on, `msg` shown, reconnection left to socket.io (silent). A server-side disconnect is the one case
 * socket.io does not reconnect by itself, so it is asked to.
 */
export function createAmmSocketClient(
  socket: SocketLike,
  account: string,
  handlers: AmmSocketHandlers,
): AmmSocketClient {
  let closed = false;

  socket.on("connect", () => {
    emitWithAck(socket, "setUser", account).then((answer) => {
      const refused = ackErrorSchema.safeParse(answer);
      if (refused.success) handlers.log(`AMM socket setUser refused: ${refused.data.error}`);
    });
  });
  socket.on("disconnect", (reason: string) => {
    if (!closed && reason === "io server disconnect") socket.connect();
  });
  socket.on("report", (payload: unknown, ack?: (answer: unknown) => void) => {
    // Acknowledged whatever it holds: a payload that does not parse now never will, and an unacknowledged
    // report is pushed again at every reconnection.
    if (typeof ack === "function") ack({ ok: true });
    const parsed = reportEventSchema.safeParse(payload);
    if (!parsed.success) {
      handlers.log("AMM socket: malformed report dropped", payload);
      return;
    }
    handlers.onReport(parsed.data);
  });
  socket.on("msg", (text: unknown) => {
    handlers.onMessage(typeof text === "string" ? text : JSON.stringify(text));
  });

  return {
    account,
    isConnected: () => socket.connected,
    async payForResources(actions) {
      if (!socket.connected) return { kind: "noAnswer" };
      const answer = await emitWithAck(socket, "payForResources", actions);
      if (answer === undefined) return { kind: "noAnswer" };
      const prepared = preparedTxSchema.safeParse(answer);
      if (prepared.success) return { kind: "prepared", prepared: prepared.data };
      const refused = ackErrorSchema.safeParse(answer);
      if (refused.success) return { kind: "refused", message: refused.data.error };
      handlers.log("AMM socket: malformed preparedTx", answer);
      return { kind: "refused", message: "The AMM service answered an unexpected preparedTx" };
    },
    async placedOrder(payload) {
      const answer = await emitWithAck(socket, "placedorder", payload);
      if (answer === undefined) return "The AMM service did not answer placedorder";
      const refused = ackErrorSchema.safeParse(answer);
      return refused.success ? refused.data.error : null;
    },
    close() {
      closed = true;
      socket.disconnect();
    },
  };
}
