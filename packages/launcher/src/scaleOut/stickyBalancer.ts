import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { instanceOfSessionId } from "@ux/core/http";

/** One instance behind a balanced port. */
export interface Backend {
  instance: string;
  port: number;
}

/** Requests that carry nothing and change nothing: one refused by a dead instance may go to the next. */
const RETRYABLE = new Set(["GET", "HEAD"]);

/**
 * A small load balancer for one service port, sticky as socket.io needs: every instance starts its session
 * ids with its name (`s2.xxxx`), so a request that names a session (`?sid=` on HTTP long-polling and on the
 * websocket upgrade) goes to the instance that holds it; anything else (a new session, a websocket-only
 * connection, the indexer's and charts' GETs) goes to the next instance in turn, and a GET refused by a dead
 * instance to the one after. A websocket is spliced through as raw TCP once its upgrade request is sent on.
 */
export class StickyBalancer {
  readonly server: Server;
  private next = 0;
  private readonly tunnels = new Set<Socket>();

  constructor(
    private readonly backends: readonly Backend[],
    private readonly host = "127.0.0.1",
  ) {
    if (backends.length === 0) throw new Error("a balancer needs at least one instance");
    this.server = createServer((req, res) => this.forward(req, res, this.candidates(req)));
    this.server.on("upgrade", (req: IncomingMessage, client: Socket, head: Buffer) =>
      this.tunnel(req, client, head, this.candidates(req)),
    );
  }

  /** The instances to try, in order: the session's own one alone, or every one from the next in turn. */
  candidates(req: Pick<IncomingMessage, "url">): Backend[] {
    const sid = new URL(req.url ?? "/", "http://balancer").searchParams.get("sid");
    const instance = sid === null ? null : instanceOfSessionId(sid);
    const owner = this.backends.find((backend) => backend.instance === instance);
    if (owner) return [owner];
    const start = this.next;
    this.next = (this.next + 1) % this.backends.length;
    return this.backends.map((_, i) => this.backends[(start + i) % this.backends.length] as Backend);
  }

  async listen(port: number, host = this.host): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, () => resolve());
    });
    const address = this.server.address();
    return typeof address === "object" && address ? address.port : port;
  }

  async close(): Promise<void> {
    for (const socket of this.tunnels) socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private forward(
    req: IncomingMessage,
    res: ServerResponse,
    candidates: readonly Backend[],
    tried = 0,
  ): void {
    const backend = candidates[tried] as Backend;
    const retryable = RETRYABLE.has(req.method ?? "") && tried + 1 < candidates.length;
    const upstream = request(
      { host: this.host, port: backend.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      if (res.headersSent) return void res.destroy();
      if (retryable) return this.forward(req, res, candidates, tried + 1);
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`no services instance answered: ${error.message}`);
    });
    res.on("close", () => upstream.destroy());
    if (RETRYABLE.has(req.method ?? "")) {
      req.resume();
      upstream.end();
    } else req.pipe(upstream);
  }

  private tunnel(
    req: IncomingMessage,
    client: Socket,
    head: Buffer,
    candidates: readonly Backend[],
    tried = 0,
  ) {
    const backend = candidates[tried] as Backend;
    const upstream = connect(backend.port, this.host);
    let connected = false;
    upstream.once("connect", () => {
      connected = true;
      upstream.on("close", () => client.destroy());
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
      this.tunnels.add(client);
    });
    upstream.on("error", () => {
      if (!connected && tried + 1 < candidates.length && !client.destroyed)
        return this.tunnel(req, client, head, candidates, tried + 1);
      client.destroy();
    });
    client.on("error", () => upstream.destroy());
    client.on("close", () => {
      this.tunnels.delete(client);
      upstream.destroy();
    });
  }
}
