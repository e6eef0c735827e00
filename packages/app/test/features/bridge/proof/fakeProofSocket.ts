import type {
  OpenProofSocket,
  ProofSocketLike,
} from "../../../../src/features/bridge/proof/proofSocketClient";

/** A proof socket that answers each request with scripted messages (strings, or objects sent as JSON). */
export interface FakeProofServer {
  open: OpenProofSocket;
  readonly requests: unknown[];
  readonly urls: string[];
  closed: number;
}

export function fakeProofServer(
  answer: (request: Record<string, unknown>) => (string | object)[] | "close",
): FakeProofServer {
  const server: FakeProofServer = {
    requests: [],
    urls: [],
    closed: 0,
    open: (url) => {
      server.urls.push(url);
      const socket: ProofSocketLike = {
        onopen: null,
        onmessage: null,
        onerror: null,
        onclose: null,
        send(text) {
          const request = JSON.parse(text) as Record<string, unknown>;
          server.requests.push(request);
          const messages = answer(request);
          queueMicrotask(() => {
            if (messages === "close") return socket.onclose?.({});
            for (const message of messages)
              socket.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
          });
        },
        close() {
          server.closed += 1;
        },
      };
      queueMicrotask(() => socket.onopen?.({}));
      return socket;
    },
  };
  return server;
}
