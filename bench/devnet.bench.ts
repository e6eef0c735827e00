import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
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
import { machineLoad } from "./support/machineLoad";
import { benchRuns, measureRuns, medianOfRuns, ratesOf, seriesOf, speedComparison } from "./support/measure";

// The devnet under load, as clients see it: a devnet process (the CLI, one ux chain) on its own core, and
// this process pushing signed transfers through HTTP with concurrency, then timing get_table_rows and
// restarts. Targets: >= 500 transfers/s, get_table_rows p99 < 5 ms. Each figure is the median of RUNS runs
// (min-max): the transfers split into RUNS bursts, the reads into RUNS rounds, and RUNS restart pairs, each
// pair a start from the snapshot and one replaying the whole log, compared run by run.

const TRANSFERS_TEXT = process.env.DEVNET_BENCH_TRANSFERS ?? "3000";
if (!/^[1-9]\d{0,6}$/.test(TRANSFERS_TEXT))
  throw new Error(`DEVNET_BENCH_TRANSFERS must be a whole number of transfers, got '${TRANSFERS_TEXT}'`);
const TRANSFERS = Number(TRANSFERS_TEXT);
const CONCURRENCY = 32;
const RUNS = benchRuns(3);
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

/** SIGTERM, then the exit; a devnet that did not stop cleanly left no snapshot, so that is an error. */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code === 0 ? "" : `code ${code}, signal ${signal}`)),
  );
  child.kill("SIGTERM");
  const unclean = await exited;
  if (unclean) throw new Error(`the devnet did not stop cleanly on SIGTERM (${unclean})`);
}

const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

async function main(): Promise<void> {
  const load = machineLoad();
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

  let failed = 0;
  let firstError = "";
  const burst = Math.ceil(TRANSFERS / RUNS);
  const pushes = await measureRuns(RUNS, {
    transfersPerSecond: async (run) => {
      const batch = bodies.slice(run * burst, (run + 1) * burst);
      let next = 0;
      let refused = 0;
      const pushStarted = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < batch.length) {
            const body = batch[next++] as string;
            const response = await fetch(`${url}/v1/chain/push_transaction`, { method: "POST", body });
            const text = await response.text();
            if (response.status !== 200) {
              refused++;
              firstError ||= text.slice(0, 300);
            }
          }
        }),
      );
      failed += refused;
      return (batch.length - refused) / ((performance.now() - pushStarted) / 1000);
    },
  });
  console.log(
    `devnet: ${TRANSFERS - failed} signed transfers through HTTP in ${RUNS} bursts of ${burst} (concurrency ${CONCURRENCY}): ` +
      medianOfRuns(pushes.transfersPerSecond, (n) => Math.round(n).toLocaleString("en-US"), " transfers/s"),
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
  const reads = { p50: [] as number[], p99: [] as number[] };
  const perRound = Math.ceil(TABLE_READS / RUNS);
  for (let run = 0; run < RUNS; run++) {
    const latencies: number[] = [];
    for (let i = 0; i < perRound; i++) {
      const started = performance.now();
      await readBalances(i);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    reads.p50.push(percentile(latencies, 0.5));
    reads.p99.push(percentile(latencies, 0.99));
  }
  const ms = (n: number) => n.toFixed(2);
  console.log(
    `devnet: get_table_rows, ${RUNS} rounds of ${perRound} sequential reads on a settled chain: ` +
      `p50 ${medianOfRuns(seriesOf(reads.p50), ms, " ms")}; p99 ${medianOfRuns(seriesOf(reads.p99), ms, " ms")}`,
  );

  const head = (await client.v1.chain.get_info()).head_block_num.toNumber();
  await stop(devnet.child);
  const snapshot = join(dataDir, "ux", "snapshot.json");
  /** Process start to "ready"; the devnet writes a new snapshot as it stops, for the next snapshot start. */
  const restart = async () => {
    devnet = startDevnet(dataDir);
    const { url: restartedUrl, ms } = await devnet.ready;
    // The CLI prints "ready" just before it installs its SIGTERM handler: a SIGTERM in between (seen under
    // load) kills it without its closing snapshot. An answer over HTTP means the handler is in place.
    await fetch(`${restartedUrl}/v1/chain/get_info`, { method: "POST" });
    await stop(devnet.child);
    return ms;
  };
  const restarts = await measureRuns(RUNS, {
    fromSnapshot: (run) => {
      if (!existsSync(snapshot)) throw new Error(`run ${run + 1}: the devnet left no snapshot as it stopped`);
      return restart();
    },
    fromLog: () => {
      rmSync(snapshot);
      return restart();
    },
  });
  const whole = (n: number) => n.toFixed(0);
  console.log(
    `devnet: restart of a ${head}-block, ${TRANSFERS}-transfer folder (process start included): from its snapshot ` +
      `${medianOfRuns(restarts.fromSnapshot, whole, " ms")}; replaying the whole log ` +
      `${medianOfRuns(restarts.fromLog, whole, " ms")}; ` +
      speedComparison(
        "the snapshot start",
        ratesOf(restarts.fromSnapshot),
        "the replay",
        ratesOf(restarts.fromLog),
      ),
  );
  console.log(`devnet: ${load.line()}`);
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
