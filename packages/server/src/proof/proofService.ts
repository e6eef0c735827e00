import { createServer } from "node:http";
import type { ChainClient, FetchFunction } from "@ux/core/chainClient";
import type { ServiceDb } from "../db/database";
import { close, listen } from "../http/jsonHttp";
import { BlockFollower } from "./blockFollower";
import { BlockReceipts } from "./blockReceipts";
import { createProofNode } from "./proofNode";
import { ProofRequests } from "./proofRequests";
import { attachProofSocket } from "./proofSocketServer";
import { ProofStore } from "./proofStore";

export interface ProofServiceOptions {
  /** The source chain's name in the network config (the state's key in the database). */
  chain: string;
  api: string;
  hyperion: string;
  /** For ABIs (core's node client of the same chain). */
  client: Pick<ChainClient, "getAbi">;
  db: ServiceDb;
  port: number;
  host: string;
  /** Poll intervals while a proof request waits for a block, and while none does (BlockFollowerOptions). */
  pollMs: number;
  idlePollMs?: number;
  /** The node requests of the follower and the proofs (keepAliveFetch unless a test fakes it). */
  fetch: FetchFunction;
  nodeTimeoutMs: number;
  log: (message: string) => void;
}

export interface ProofService {
  chain: string;
  port: number;
  url: string;
  follower: BlockFollower;
  stop(): Promise<void>;
}

/**
 * How often a follower stores the blocks it followed: each store is a statement of the embedded database,
 * and four idle followers storing every 2 s poll were about a quarter of the idle services' queries. A
 * restart resumes from the last store and fetches the blocks after it again (at most a minute's: 120).
 */
const PROOF_STORE_EVERY_MS = 60_000;

/** One chain's proof server: its block follower and the websocket that answers proof requests. */
export async function startProofService(options: ProofServiceOptions): Promise<ProofService> {
  const node = createProofNode(options.api, options.hyperion, options.fetch, options.nodeTimeoutMs);
  const follower = new BlockFollower({
    node,
    store: new ProofStore(options.db, options.chain),
    pollMs: options.pollMs,
    ...(options.idlePollMs === undefined ? {} : { idlePollMs: options.idlePollMs }),
    storeEveryMs: PROOF_STORE_EVERY_MS,
    log: (message) => options.log(`proof ${options.chain}: ${message}`),
  });
  await follower.start();
  const requests = new ProofRequests(
    follower,
    node,
    new BlockReceipts(node, (account) => options.client.getAbi(account)),
  );
  const http = createServer((_request, response) => {
    response.writeHead(426, { "content-type": "application/json" });
    response.end('{"error":"websocket only"}');
  });
  const wss = attachProofSocket(http, requests, options.log);
  const port = await listen(http, options.port, options.host);
  return {
    chain: options.chain,
    port,
    url: `ws://${options.host}:${port}`,
    follower,
    async stop() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await close(http);
      await follower.stop();
    },
  };
}
