import type { ActionInput } from "@ux/core/chainClient";
import { msg } from "../../../shared/i18n/msg";
import { awaitProven } from "../../../shared/serviceSession/provenGate";
import type { ServiceSession } from "../../../shared/serviceSession/serviceSession";
import { notSignedIn } from "../../../shared/serviceSession/serviceSessionMessages";
import { emitWithAck, type SocketLike } from "../../../shared/socket/socketLike";
import {
  ackErrorSchema,
  type PreparedTx,
  preparedTxSchema,
  type ReportEvent,
  reportEventSchema,
} from "./ammSocketPayloads";

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

/** How the AMM socket's service is named in what the user reads. */
export const AMM_SERVICE = msg("AMM service");
export const PLACEDORDER_UNANSWERED = msg("The AMM service did not answer placedorder");

/**
 * The AMM socket for one UX account (spec 2 §7): bound to the account by its proven session on every
 * (re)connection (shared/serviceSession), reports acknowledged and handed on, `msg` shown, reconnection left
 * to socket.io (silent). A server-side disconnect is the one case socket.io does not reconnect by itself, so
 * it is asked to. payForResources and placedorder wait for the session's handshake instead of racing it.
 */
export function createAmmSocketClient(
  socket: SocketLike,
  session: ServiceSession,
  handlers: AmmSocketHandlers,
): AmmSocketClient {
  let closed = false;

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
    account: session.account,
    isConnected: () => socket.connected,
    async payForResources(actions) {
      // A refusal is shown as the service's own are: the order then ends as the spec's missing transaction.
      const notSent = await awaitProven(session, socket.connected, AMM_SERVICE, handlers.onMessage);
      if (notSent !== null) return notSent;
      const answer = await emitWithAck(socket, "payForResources", actions);
      if (answer === undefined) return { kind: "noAnswer" };
      const prepared = preparedTxSchema.safeParse(answer);
      if (prepared.success) return { kind: "prepared", prepared: prepared.data };
      const refused = ackErrorSchema.safeParse(answer);
      if (refused.success) return { kind: "refused", message: refused.data.error };
      handlers.log("AMM socket: malformed preparedTx", answer);
      return { kind: "refused", message: msg("The AMM service answered an unexpected preparedTx") };
    },
    async placedOrder(payload) {
      const binding = await session.whenBound();
      if (binding.status === "unproven") return notSignedIn(AMM_SERVICE, binding.reason);
      const answer =
        binding.status === "bound" ? await emitWithAck(socket, "placedorder", payload) : undefined;
      if (answer === undefined) return PLACEDORDER_UNANSWERED;
      const refused = ackErrorSchema.safeParse(answer);
      return refused.success ? refused.data.error : null;
    },
    close() {
      closed = true;
      session.close();
      socket.disconnect();
    },
  };
}
