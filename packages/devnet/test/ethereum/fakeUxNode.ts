import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PackedTransaction, type SignedTransaction } from "@wharfkit/antelope";

/** A refusal the fake answers send_transaction with, in nodeos' error shape. */
export interface FakeRejection {
  name: string;
  what: string;
  message: string;
}

export interface FakeUxNode {
  url: string;
  chainId: string;
  headBlockNum: number;
  lastIrreversibleBlockNum: number;
  lastIrreversibleBlockId: string;
  headBlockTime: string;
  /** etheraccount rows: eth_address (lowercase) -> eos_account. */
  links: Map<string, string>;
  /** get_currency_balance answers per account. */
  balances: Map<string, string[]>;
  /** Every request: path and JSON body. */
  requests: { path: string; body: unknown }[];
  /** Transactions accepted by send_transaction, decoded. */
  sent: SignedTransaction[];
  /** When set, the next send_transaction is refused with it. */
  rejectNextSend: FakeRejection | null;
  /** When true, every request gets an HTTP 502 with no JSON (a dead node behind a proxy). */
  down: boolean;
  stop(): Promise<void>;
}

const CHAIN_ID = "8fc6dce7942189f842170de953932b1f66693ad3788f766e777b6f9d22335c02";
const LIB_ID = "0000006364d1b54e1e69fb6e8f3bb2cb7fa30ff7d1e32e3b2a2ffa9dd07d3bc4";

function nodeosError(code: number, name: string, what: string, message: string) {
  return {
    code: 500,
    message: "Internal Service Error",
    error: { code, name, what, details: [{ message, file: "fake.cpp", line_number: 1, method: "fake" }] },
  };
}

/**
 * A UX node answering the four calls the gateway makes (get_info, get_table_rows on etheraccount,
 * get_currency_balance, send_transaction) in nodeos' shapes. get_table_rows implements the secondary
 * sha256 index lookup by exact key so a wrongly built query finds nothing.
 */
export async function startFakeUxNode(): Promise<FakeUxNode> {
  let blockCounter = 200;
  const node: Omit<FakeUxNode, "url" | "stop"> = {
    chainId: CHAIN_ID,
    headBlockNum: 103,
    lastIrreversibleBlockNum: 99,
    lastIrreversibleBlockId: LIB_ID,
    headBlockTime: "2026-01-02T03:04:05.500",
    links: new Map(),
    balances: new Map(),
    requests: [],
    sent: [],
    rejectNextSend: null,
    down: false,
  };

  function answer(path: string, body: Record<string, unknown>): [number, unknown] {
    switch (path) {
      case "/v1/chain/get_info":
        return [
          200,
          {
            server_version: "fake",
            chain_id: node.chainId,
            head_block_num: node.headBlockNum,
            last_irreversible_block_num: node.lastIrreversibleBlockNum,
            last_irreversible_block_id: node.lastIrreversibleBlockId,
            head_block_id: `${node.headBlockNum.toString(16).padStart(8, "0")}${"ab".repeat(28)}`,
            head_block_time: node.headBlockTime,
            head_block_producer: "produceraaaa",
            virtual_block_cpu_limit: 200000000,
            virtual_block_net_limit: 1048576000,
            block_cpu_limit: 200000,
            block_net_limit: 1048576,
            server_version_string: "v5.0.0-fake",
          },
        ];
      case "/v1/chain/get_table_rows": {
        const isAddressIndex =
          body.code === "etheraccount" &&
          body.scope === "etheraccount" &&
          body.table === "etheraccount" &&
          String(body.index_position) === "2" &&
          body.key_type === "sha256" &&
          body.lower_bound === body.upper_bound;
        const key = String(body.lower_bound ?? "");
        const match = [...node.links].find(([address]) => `${"0".repeat(24)}${address.slice(2)}` === key);
        const rows = isAddressIndex && match ? [{ eos_account: match[1], eth_address: match[0] }] : [];
        return [200, { rows, more: false, next_key: "" }];
      }
      case "/v1/chain/get_currency_balance":
        return [200, node.balances.get(String(body.account)) ?? []];
      case "/v1/chain/send_transaction": {
        if (node.rejectNextSend !== null) {
          const { name, what, message } = node.rejectNextSend;
          node.rejectNextSend = null;
          return [500, nodeosError(3050003, name, what, message)];
        }
        const signed = PackedTransaction.from(body as never).getSignedTransaction();
        node.sent.push(signed);
        const id = String(signed.id);
        blockCounter += 1;
        return [
          202,
          {
            transaction_id: id,
            processed: {
              id,
              block_num: blockCounter,
              block_time: node.headBlockTime,
              receipt: { status: "executed", cpu_usage_us: 100, net_usage_words: 16 },
              elapsed: 100,
              net_usage: 128,
              scheduled: false,
              action_traces: [],
              except: null,
            },
          },
        ];
      }
      default:
        return [404, nodeosError(3100002, "unknown_api", "Unknown API", `Unknown Endpoint ${path}`)];
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0] as string;
      const text = Buffer.concat(chunks).toString("utf8");
      const body = text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
      node.requests.push({ path, body });
      if (node.down) {
        response.writeHead(502, { "content-type": "text/plain" });
        response.end("bad gateway");
        return;
      }
      const [status, json] = answer(path, body);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(node, {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
