import { createServer, type Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { close } from "../http/jsonHttp";

/** A product socket's server: socket.io on an HTTP server of its own, not listening yet. */
export interface SocketServer {
  http: HttpServer;
  io: Server;
  /** Disconnects every client, then closes the HTTP server. */
  close(): Promise<void>;
}

/**
 * socket.io on an HTTP server that answers anything else 404, CORS open (the app is served from another
 * origin/port). The caller attaches its events before it listens, so no client meets a socket without them.
 */
export function createSocketOnlyServer(): SocketServer {
  const http = createServer((_request, response) => {
    response.writeHead(404, { "content-type": "application/json" });
    response.end('{"error":"socket.io only"}');
  });
  const io = new Server(http, { cors: { origin: "*" }, serveClient: false });
  return {
    http,
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await close(http);
    },
  };
}
