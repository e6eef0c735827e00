import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ABI,
  Action,
  APIClient,
  PrivateKey,
  Serializer,
  SignedTransaction,
  Transaction,
} from "@wharfkit/antelope";
import { genesisTestAccounts } from "../packages/devnet/src/genesis/testAccounts";
import { spawnDevnetCli } from "../packages/devnet/test/integration/support/devnetCliProcess";
import { percentile } from "./percentile";

// The devnet under load, as clients see it: a devnet process (the CLI, one ux chain) on its own core, and
// this process pushing signed transfers through HTTP with concurrency, then timing get_table_rows and
// restarts. Targets: >= 500 transfers/s, get_table_rows p99 < 5 ms.

const TRANSFERS_TEXT = process.env.DEVNET_BENCH_TRANSFERS ?? "3000";
if (!/^[1-9]\d{0,6}$/.test(TRANSFERS_TEXT))
  throw new Error(`DEVNET_BENCH_TRANSFERS must be a whole number of transfers, got '${TRANSFERS_TEXT}'`);
const TRANSFERS = Number(TRANSFERS_TEXT);
const CONCURRENCY = 32;
const TABLE_READS = 2000;
const WARM_UP_READS = 100;

const keyOf = (account: string) =>
  PrivateKey.from(
    genesisTestAccounts(["ux"]).find((entry) => entry.account === account)?.privateKey as string,
  );

function startDevnet(dataDir: string): { child: ChildProcess; ready: Promise<{ url: string; ms: number }> } {
  const started = performance.now();
  const { child, ready } = spawnDevnetCli(dataDir);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return { child, ready: ready.then((url) => ({ url, ms: performance.now() - started })) };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "devnet-bench-"));
  let devnet = startDevnet(dataDir);
  const { url } = await devnet.ready;
  const client = new APIClient({ url });
  const info = await client.v1.chain.get_info();
  const abi = ABI.from((await client.v1.chain.get_abi("eosio.token")).abi as ABI);
  const header = info.getTransactionHeader(1800);
  const accounts = ["alice", "bob", "carol", "dave"];
  const keys = accounts.map(keyOf);

  // Signed in advance: the figure is the node's, not the client's signing speed.
  const signingStarted = performance.now();
  const bodies: string[] = [];
  for (let i = 0; i < TRANSFERS; i++) {
    const from = accounts[i % 4] as string;
    const to = accounts[(i + 1) % 4] as string;
    const action = Action.from(
      {
        account: "eosio.token",
        name: "transfer",
        authorization: [{ actor: from, permission: "active" }],
        data: { from, to, quantity: "0.0001 UTX", memo: `bench ${i}` },
      },
      abi,
    );
    const transaction = Transaction.from({ ...header, actions: [action] });
    const signature = (keys[i % 4] as PrivateKey).signDigest(transaction.signingDigest(info.chain_id));
    const signed = SignedTransaction.from({ ...transaction, signatures: [signature] });
    bodies.push(
      JSON.stringify({
        signatures: signed.signatures.map(String),
        compression: 0,
        packed_context_free_data: "",
        packed_trx: Serializer.encode({ object: transaction }).hexString,
      }),
    );
  }
  console.log(
    `devnet: signed ${TRANSFERS} transfers in ${((performance.now() - signingStarted) / 1000).toFixed(1)} s (client side)`,
  );

  let next = 0;
  let failed = 0;
  let firstError = "";
  const pushStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++] as string;
        const response = await fetch(`${url}/v1/chain/push_transaction`, { method: "POST", body });
        const text = await response.text();
        if (response.status !== 200) {
          failed++;
          firstError ||= text.slice(0, 300);
        }
      }
    }),
  );
  const seconds = (performance.now() - pushStarted) / 1000;
  console.log(
    `devnet: ${TRANSFERS - failed} signed transfers through HTTP in ${seconds.toFixed(2)} s (concurrency ${CONCURRENCY}): ${Math.round((TRANSFERS - failed) / seconds)} transfers/s`,
  );
  if (failed > 0) console.log(`devnet: ${failed} refused, first: ${firstError}`);

  // Reads are timed on a settled chain, as a reader meets it: once the burst's blocks are produced (head two
  // blocks past the last push), and after a few untimed reads that warm this client's HTTP path up.
  const settleFrom = (await client.v1.chain.get_info()).head_block_num.toNumber();
  while ((await client.v1.chain.get_info()).head_block_num.toNumber() < settleFrom + 2) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readBalances = async (i: number) => {
    const account = accounts[i % 4] as string;
    const response = await fetch(`${url}/v1/chain/get_table_rows`, {
      method: "POST",
      body: JSON.stringify({ code: "eosio.token", scope: account, table: "accounts", json: true, limit: 10 }),
    });
    await response.json();
  };
  for (let i = 0; i < WARM_UP_READS; i++) await readBalances(i);
  const latencies: number[] = [];
  for (let i = 0; i < TABLE_READS; i++) {
    const started = performance.now();
    await readBalances(i);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `devnet: get_table_rows p50 ${percentile(latencies, 0.5).toFixed(2)} ms p99 ${percentile(latencies, 0.99).toFixed(2)} ms (${TABLE_READS} sequential reads on a settled chain)`,
  );

  const head = (await client.v1.chain.get_info()).head_block_num.toNumber();
  await stop(devnet.child);
  devnet = startDevnet(dataDir);
  const fromSnapshot = await devnet.ready;
  await stop(devnet.child);
  rmSync(join(dataDir, "ux", "snapshot.json"));
  devnet = startDevnet(dataDir);
  const fromLog = await devnet.ready;
  await stop(devnet.child);
  console.log(
    `devnet: restart of a ${head}-block, ${TRANSFERS}-transfer folder: ${fromSnapshot.ms.toFixed(0)} ms from its snapshot, ${fromLog.ms.toFixed(0)} ms replaying the whole log (process start included)`,
  );
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
