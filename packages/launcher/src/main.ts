import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { startAppServer } from "./appServer";
import { ChildSupervisor } from "./childSupervisor";
import { parseCliOptions, USAGE } from "./cliOptions";
import { buildLocalHistory, historyEnvironment } from "./localHistory";
import { localNetworkProcesses } from "./localNetworkProcesses";
import { localPorts } from "./localPorts";
import { loadNetworkConfig } from "./networkSelection";
import { type RunningScaleOut, startScaleOut } from "./scaleOut/scaleOut";
import { isStale } from "./staleness";
import { startConcurrently } from "./startConcurrently";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const APP_DIR = `${ROOT}packages/app/`;
const DIST_DIR = `${APP_DIR}dist`;
const DEFAULT_DATA_DIR = `${ROOT}.data`;
/** A chain replaying a long block log, or a first build of the services' database, can take a while. */
const LOCAL_PROCESS_START_MS = 180_000;

/** Builds the app when any of its inputs (app or core sources) changed since the last build. */
async function buildIfStale() {
  const inputs = [
    `${APP_DIR}src`,
    `${APP_DIR}index.html`,
    // The build's config and its plugins (vite.config*.ts), and the first visit's captured styles.
    ...readdirSync(APP_DIR)
      .filter((name) => /^vite\.config.*\.ts$/.test(name))
      .map((name) => `${APP_DIR}${name}`),
    `${APP_DIR}firstVisitStyles.json`,
    `${APP_DIR}public`,
    `${ROOT}packages/core/src`,
  ];
  if (!(await isStale(`${DIST_DIR}/index.html`, inputs))) {
    console.log("app: build is up to date");
    return;
  }
  console.log("app: building (sources changed)...");
  // NODE_ENV is forced: a caller's NODE_ENV=test (vitest sets it) would otherwise yield React's dev build.
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: APP_DIR,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("app build failed");
}

async function main() {
  const options = parseCliOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (options.reset) {
    await rm(dataDir, { recursive: true, force: true });
    console.log(`local network: data folder ${dataDir} wiped`);
  }
  if (options.build) await buildIfStale();

  const built = existsSync(`${DIST_DIR}/index.html`);
  if (!built)
    console.log(
      "app: no build (--no-build): serving /config.json, /healthz, /readyz and the local /explorer only; `npm run build` builds the app",
    );
  const supervisor = new ChildSupervisor({
    readyTimeoutMs: LOCAL_PROCESS_START_MS,
    // Only ever called after a restart, long after shutdown is defined below.
    onGiveUp: (reason) => void shutdown(reason, 1),
  });
  let localNetworkStarted = options.network !== "local";
  const app = await startAppServer({
    distDir: built ? DIST_DIR : null,
    // Made once the port is bound: the local config's explorer links name it (--port 0 picks it then).
    config: (appPort) =>
      loadNetworkConfig(options.network, localPorts(appPort, options.devnetPortBase), options.configFile),
    port: options.port,
    host: options.host,
    // Honest while running too: 503 whenever a child is down or restarting.
    isReady: () => localNetworkStarted && supervisor.allUp,
  });

  const { config } = app;
  const ports = localPorts(app.port, options.devnetPortBase);

  let shuttingDown = false;
  let scaleOut: RunningScaleOut | null = null;
  const shutdown = async (reason: string, code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\nstopping (${reason})...`);
    await supervisor.stopAll();
    // After the services: their database goes last.
    await scaleOut?.stop();
    await app.close();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown("Ctrl+C", 0));
  process.on("SIGTERM", () => void shutdown("SIGTERM", 0));

  console.log(`UX Network app (${config.network}) at ${app.url}/`);
  console.log(`  network config: ${app.url}/config.json`);

  // The app is served first, so a visitor sees the local network come up rather than a refused connection.
  if (options.network === "local") {
    // Children inherit it: a new ux chain starts a month in the past unless --quiet.
    Object.assign(process.env, historyEnvironment(options.quiet));
    try {
      if ((options.services ?? 1) > 1)
        scaleOut = await startScaleOut({
          instances: options.services as number,
          ports,
          dataDir,
          databaseUrl: process.env.DATABASE_URL,
          log: (line) => console.log(line),
        });
    } catch (error) {
      await shutdown((error as Error).message, 1);
      return;
    }
    try {
      await startConcurrently(supervisor, localNetworkProcesses(ROOT, ports, dataDir, scaleOut ?? undefined));
    } catch (error) {
      await shutdown((error as Error).message, 1);
      return;
    }
    try {
      // /readyz stays 503 until the history is made: the network is ready once its chain is in the present.
      await buildLocalHistory({
        chainApi: `http://127.0.0.1:${ports.chains.ux}`,
        devnetDataDir: `${dataDir}/devnet`,
        summaryUrl: `http://127.0.0.1:${ports.ammIndexer}/summary`,
        log: (line) => console.log(line),
      });
    } catch (error) {
      await shutdown(`local history failed: ${(error as Error).message}`, 1);
      return;
    }
    localNetworkStarted = true;
    console.log("  test accounts (all chains, permission active):");
    for (const account of config.testAccounts.filter((a) => a.chain === "ux")) {
      console.log(`    ${account.account.padEnd(6)} ${account.privateKey}`);
    }
  }
  console.log("Press Ctrl+C to stop.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
