import http from "node:http";
import https from "node:https";
import type { FetchFunction } from "@ux/core/chainClient";

/**
 * Core's FetchFunction over node:http with keep-alive agents, for the services' node requests: the proof
 * followers ask their node for every block of the chain (8 requests a second for the devnet's four chains,
 * all day), the keeper for the order queue every 1.5 s, and Node's fetch (undici, web streams) costs
 * several times the CPU of a plain http request per call. A request on a
 * reused socket that the server closed meanwhile (its keep-alive timeout) is sent once more on a new one,
 * as Node's documentation advises; every other failure is the caller's, as with fetch.
 */
export function keepAliveFetch(): FetchFunction {
  // A few sockets per node: an idle follower's poll asks for ~20 blocks at once, and the node closes idle
  // sockets between polls, so every socket more is a connection made again each poll.
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: 4 }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: 4 }),
  };
  const send = (
    url: URL,
    init: Parameters<FetchFunction>[1],
    retryOnStaleSocket: boolean,
  ): Promise<Awaited<ReturnType<FetchFunction>>> =>
    new Promise((resolve, reject) => {
      const client = url.protocol === "https:" ? https : http;
      const agent = url.protocol === "https:" ? agents["https:"] : agents["http:"];
      const headers: Record<string, string | number> =
        init.body === undefined
          ? {}
          : { "content-type": "text/plain;charset=UTF-8", "content-length": Buffer.byteLength(init.body) };
      const request = client.request(
        url,
        { method: init.method, agent, headers, ...(init.signal ? { signal: init.signal } : {}) },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("aborted", () => reject(new Error("the answer was cut off")));
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) });
          });
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) => {
        const stale = request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
        if (stale && retryOnStaleSocket && !init.signal?.aborted)
          send(url, init, false).then(resolve, reject);
        else reject(error);
      });
      request.end(init.body);
    });
  return (url, init) => send(new URL(url), init, true);
}
