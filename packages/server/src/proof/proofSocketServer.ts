import type { Server } from "node:http";
import { WebSocketServer } from "ws";
import { type ProofServerMessage, parseProofRequest } from "./proofProtocol";
import type { ProofRequests } from "./proofRequests";

/** Requests a connection may have in flight: each may hold BFT blocks in memory while it waits. */
const MAX_PENDING_PER_CONNECTION = 4;
/** A message larger than any request is refused unread. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * The proof socket: a plain websocket (not socket.io), as the public protocol's clients connect to it.
 * It has no proven session on purpose: it serves proofs of public, irreversible blocks (what any node's
 * get_block shows), signs nothing and holds no account's data, so anyone, the public protocol's tools
 * included, may ask. What a connection can cost is bounded instead: message size, requests in flight.
 * Requests on one connection run concurrently; closing the connection cancels its pending ones.
 */
export function attachProofSocket(http: Server, requests: ProofRequests, log: (message: string) => void) {
  const wss = new WebSocketServer({ server: http, maxPayload: MAX_MESSAGE_BYTES });
  wss.on("connection", (socket) => {
    const closed = new AbortController();
    let pending = 0;
    const send = (message: ProofServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    socket.on("close", () => closed.abort());
    socket.on("error", (error) => log(`proof socket: ${error.message}`));
    socket.on("message", (data, isBinary) => {
      const parsed = parseProofRequest(isBinary ? "" : data.toString());
      if ("error" in parsed) return send({ type: "error", error: parsed.error });
      if (pending >= MAX_PENDING_PER_CONNECTION) {
        return send({
          type: "error",
          error: "Too many requests in flight on this connection",
          query: parsed.request,
        });
      }
      pending++;
      requests
        .handle(parsed.request, send, closed.signal)
        .catch((error: unknown) => log(`proof request: ${(error as Error).message}`))
        .finally(() => {
          pending--;
        });
    });
  });
  return wss;
}
