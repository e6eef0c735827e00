import { type ChildProcess, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { z } from "zod";
import { SessionTokens } from "../packages/server/src/auth/sessionTokens";
import { type StoredReport, storeReports } from "../packages/server/src/db/reportStore";
import { startServices } from "../packages/server/src/startServices";
import { startServicesProcess } from "../packages/server/test/integration/support/servicesProcess";
import { AMM, TEST_POOLS } from "../packages/server/test/support/ammFixtures";
import { FakeNodeos } from "../packages/server/test/support/fakeNodeos";
import { freePort } from "../packages/server/test/support/freePort";
import { postgresBinDir, startPostgres } from "../packages/server/test/support/postgresServer";
import { sampleReportToStore } from "../packages/server/test/support/sampleReport";
import { KEYS, publicKeys } from "../packages/server/test/support/testKeys";
import { percentile } from "./percentile";

// Services past one machine: CLIENTS real socket.io clients (in a process of their own, bench/
// scaleOutClients.ts), each bound to its own account, half on instance A (its own process: the services'
// main.ts) and half on instance B (this process), both on one real PostgreSQL. Each round, B makes the
// keeper's hand-off for one report per client: storeReports, then delivery.deliverNew, in settles of
// BATCHES reports (the keeper settles at most maxOrdersPerSettle = 50 orders per pool at a time; 1000 is one
// burst of everything); A's users are reached through the PostgreSQL adapter. Timed from a report's
// hand-off to its client's `report` event, on the wall clock both processes share. Sessions: tokens issued
// straight into the database (SessionTokens.issue, as a proof does), each client binding with
// setUser({account, token}); the accounts' chain reads come from the services tests' fake node.

const CLIENTS = Number(process.env.SCALE_OUT_CLIENTS ?? 1_000);
const ROUNDS = Number(process.env.SCALE_OUT_ROUNDS ?? 5);
const BATCHES = (process.env.SCALE_OUT_BATCHES ?? "50,1000").split(",").map(Number);
const ms = (n: number) => n.toFixed(1);
const loads = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" / ");
const wallNow = () => performance.timeOrigin + performance.now();

/** Account names a-z only: ux + 4 letters. */
const accountName = (i: number) =>
  `ux${[3, 2, 1, 0].map((p) => String.fromCharCode(97 + (Math.floor(i / 26 ** p) % 26))).join("")}`;

function servicesConfig(chainUrl: string, databaseUrl: string, instance: string, ammSocket = 0) {
  return {
    chainApi: chainUrl,
    ammContract: AMM,
    payer: { account: "ux.payer", permission: "cosign", privateKey: KEYS.payer.toWif() },
    keeper: { account: "amm.keeper", privateKey: KEYS.keeper.toWif() },
    ports: { ammIndexer: 0, chartIndex: 0, ammSocket, stakeSocket: 0, swapSocket: 0 },
    databaseUrl,
    instance,
  };
}

const clientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("started") }),
  z.object({ type: z.literal("bound"), count: z.number() }),
  z.object({ type: z.literal("times"), times: z.record(z.string(), z.number()) }),
  z.object({ type: z.literal("error"), error: z.string() }),
]);
type ClientMessage = z.infer<typeof clientMessage>;

/** The clients' process, and its next answer of a given type. */
function startClients(): {
  child: ChildProcess;
  next: <T extends ClientMessage["type"]>(type: T) => Promise<Extract<ClientMessage, { type: T }>>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/scaleOutClients.ts"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T extends ClientMessage["type"]>(type: T) =>
    new Promise<Extract<ClientMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (raw: unknown) => {
        const message = clientMessage.parse(raw);
        child.off("message", onMessage);
        if (message.type === "error") reject(new Error(`clients: ${message.error}`));
        else if (message.type !== type) reject(new Error(`clients: ${message.type}, expected ${type}`));
        else resolve(message as Extract<ClientMessage, { type: T }>);
      };
      child.on("message", onMessage);
    });
  return { child, next };
}

async function main(): Promise<void> {
  const binDir = postgresBinDir();
  if (binDir === undefined) {
    console.log("scale-out: skipped: PostgreSQL is not installed (apt-get install -y postgresql)");
    return;
  }
  const accounts = Array.from({ length: CLIENTS }, (_, i) => accountName(i));
  const key = KEYS.alice.toPublic().toLegacyString();
  const chain = new FakeNodeos({
    amm: AMM,
    keeper: "amm.keeper",
    payer: "ux.payer",
    keys: { ...publicKeys(), ...Object.fromEntries(accounts.map((account) => [account, key])) },
    pools: TEST_POOLS,
  });
  await chain.start();
  const postgres = await startPostgres(binDir);
  // B: this process, loops off (its hand-offs below are made by hand, to be timed). A: a process of its own.
  const b = await startServices(servicesConfig(chain.url, postgres.url, "b"), {
    manual: true,
    log: (line) => console.error(`b: ${line}`),
  });
  const aPort = await freePort();
  const a = await startServicesProcess(
    servicesConfig(chain.url, postgres.url, "a", aPort),
    60_000,
    "amm services:",
  );
  const clients = startClients();
  try {
    await clients.next("started");
    const tokens = new SessionTokens(b.database.db, Date.now);
    const setupStart = performance.now();
    const binds = await Promise.all(
      accounts.map(async (account, i) => ({
        url: i % 2 === 0 ? `http://127.0.0.1:${aPort}` : b.urls.ammSocket,
        account,
        token: (await tokens.issue(account)).token,
      })),
    );
    clients.child.send({ type: "bind", clients: binds });
    await clients.next("bound");
    console.log(
      `scale-out: ${CLIENTS} clients bound (${CLIENTS / 2} on each instance) in ${ms((performance.now() - setupStart) / 1000)} s`,
    );

    let round = 0;
    for (const batch of BATCHES) {
      const p99s: number[] = [];
      const loadBefore = loads();
      for (let r = 0; r < ROUNDS; r++, round++) {
        const handedAt = new Map<string, number>();
        for (let start = 0; start < CLIENTS; start += batch) {
          const reports = accounts
            .slice(start, start + batch)
            .map((owner, j) => sampleReportToStore(String((round + 1) * 1_000_000 + start + j), owner));
          const stored: StoredReport[] = await storeReports(b.database.db, reports, Date.now());
          const at = wallNow();
          for (const report of stored) handedAt.set(report.order_id, at);
          // As the keeper does after each settle: the next one waits for this hand-off.
          await b.delivery.deliverNew(stored);
        }
        const deadline = Date.now() + 30_000;
        let times: Record<string, number> = {};
        while (Object.keys(times).length < CLIENTS && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          clients.child.send({ type: "collect" });
          times = { ...times, ...(await clients.next("times")).times };
        }
        const latencies = [...handedAt].map(([id, at]) => (times[id] ?? Number.POSITIVE_INFINITY) - at);
        const missing = latencies.filter((latency) => !Number.isFinite(latency)).length;
        if (missing > 0) throw new Error(`${missing} of ${CLIENTS} clients got no report within 30 s`);
        const onA = latencies.filter((_, i) => i % 2 === 0).sort((x, y) => x - y);
        const onB = latencies.filter((_, i) => i % 2 === 1).sort((x, y) => x - y);
        const sorted = [...latencies].sort((x, y) => x - y);
        p99s.push(percentile(sorted, 0.99));
        console.log(
          `scale-out: hand-offs of ${batch}, round ${r + 1}: p50 ${ms(percentile(sorted, 0.5))} ms, p99 ${ms(percentile(sorted, 0.99))} ms, max ${ms(sorted.at(-1) ?? 0)} ms ` +
            `(on B, the keeper's instance, p99 ${ms(percentile(onB, 0.99))} ms; on A, through the adapter, p99 ${ms(percentile(onA, 0.99))} ms)`,
        );
      }
      p99s.sort((x, y) => x - y);
      console.log(
        `scale-out: ${CLIENTS} clients over 2 instances, reports handed off ${batch} at a time: p99 median ${ms(percentile(p99s, 0.5))} ms, ` +
          `spread ${ms(p99s[0] ?? 0)} - ${ms(p99s.at(-1) ?? 0)} ms over ${ROUNDS} rounds; machine load (1 / 5 / 15 min) before ${loadBefore}, after ${loads()}`,
      );
    }
  } finally {
    clients.child.send({ type: "exit" });
    await a.stop();
    await b.stop();
    await chain.stop();
    postgres.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
