import { randomBytes } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import { sessionIdPrefix } from "@ux/core/http";
import { Server } from "socket.io";
import { close } from "../http/jsonHttp";

/** A product socket's server: socket.io on an HTTP server of its own, not listening yet. */
export interface SocketServer {
  http: HttpServer;
  io: Server;
  /** Disconnects every client, then closes the HTTP server. */
  close(): Promise<void>;
}

export interface SocketServerOptions {
  /**
   * This instance's name ([a-z0-9]): session ids start with `<instance>.`, so a load balancer can send every
   * request of a session (HTTP long-polling, the websocket upgrade) to the instance that holds it.
   */
  instance?: string;
}

/**
 * socket.io on an HTTP server that answers anything else 404, CORS open (the app is served from another
 * origin/port). The caller attaches its events before it listens, so no client meets a socket without them.
 */
export function createSocketOnlyServer(options: SocketServerOptions = {}): SocketServer {
  const http = createServer((_request, response) => {
    response.writeHead(404, { "content-type": "application/json" });
    response.end('{"error":"socket.io only"}');
  });
  const io = new Server(http, { cors: { origin: "*" }, serveClient: false });
  if (options.instance !== undefined) {
    const prefix = sessionIdPrefix(options.instance);
    // engine.io's own ids are 15 random bytes too; only the prefix is ours.
    io.engine.generateId = () => `${prefix}${randomBytes(15).toString("base64url")}`;
  }
  return {
    http,
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await close(http);
    },
  };
}
