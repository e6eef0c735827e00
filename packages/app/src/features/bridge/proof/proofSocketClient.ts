import type { ProofSocketRequest } from "@ux/core/bridge";
import { readProofSocketMessage } from "@ux/core/bridge";
import { msg } from "../../../shared/i18n/msg";

/*
 * One request on a chain's proof socket (a plain websocket, the public IBC proof protocol): a connection
 * per request, the request sent once open, progress passed on, and the one answer parsed by the caller's
 * schema. A server error, an answer of the wrong shape or a closed socket ends the request with an Error.
 */

export interface ProofSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(text: string): void;
  close(): void;
}

export type OpenProofSocket = (url: string) => ProofSocketLike;

export interface AnswerSchema<T> {
  safeParse(json: unknown): { success: true; data: T } | { success: false };
}

export const PROOF_SOCKET_CLOSED = msg("The proof server closed the connection before answering");
export const PROOF_ANSWER_INVALID = msg("The proof server's answer is not a valid proof");

export const openBrowserProofSocket: OpenProofSocket = (url) =>
  new WebSocket(url) as unknown as ProofSocketLike;

/**
 * Resolves with the answer as sent once `schema` accepts it: the parsed form holds bigints, while the
 * proof goes on to the wallet's ABI encoder and back to the socket as JSON.
 */
export function requestProofSocket<Raw>(
  open: OpenProofSocket,
  url: string,
  request: ProofSocketRequest,
  schema: AnswerSchema<unknown>,
  onProgress: (progress: number) => void = () => {},
): Promise<Raw> {
  return new Promise<Raw>((resolve, reject) => {
    const socket = open(url);
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      socket.onclose = null;
      socket.close();
      outcome();
    };
    socket.onopen = () => socket.send(JSON.stringify(request));
    socket.onmessage = (event) => {
      const message = readProofSocketMessage(typeof event.data === "string" ? event.data : "");
      if (message.kind === "progress") return onProgress(message.progress);
      if (message.kind === "error") return finish(() => reject(new Error(message.error)));
      if (message.kind === "invalid") return finish(() => reject(new Error(message.error)));
      const parsed = schema.safeParse(message.json);
      finish(() => (parsed.success ? resolve(message.json as Raw) : reject(new Error(PROOF_ANSWER_INVALID))));
    };
    socket.onclose = () => finish(() => reject(new Error(PROOF_SOCKET_CLOSED)));
    // A failed connection is followed by close, which names the failure.
    socket.onerror = () => {};
  });
}
