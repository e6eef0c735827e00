import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { startAppServer } from "./appServer";
import { ChildSupervisor } from "./childSupervisor";
import { parseCliOptions, USAGE } from "./cliOptions";
import { localPorts } from "./localPorts";
import { loadNetworkConfig } from "./networkSelection";
import { isStale } from "./staleness";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const APP_DIR = `${ROOT}packages/app/`;
const DIST_DIR = `${APP_DIR}dist`;
const DATA_DIR = `${ROOT}.data`;

/** Builds the app when any of its inputs (app or core sources) changed since the last build. */
async function buildIfStale() {
  const inputs = [
    `${APP_DIR}src`,
    `${APP_DIR}index.html`,
    `${APP_DIR}vite.config.ts`,
    `${APP_DIR}public`,
    `${ROOT}packages/core/src`,
  ];
  if (!(await isStale(`${DIST_DIR}/index.html`, inputs))) {
    console.log("app: build is up to date");
    return;
  }
  console.log("app: building (sources changed)...");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: APP_DIR,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("app build failed");
}

async function main() {
  const options = parseCliOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (options.reset) {
    await rm(DATA_DIR, { recursive: true, force: true });
    console.log(`local network: data folder ${DATA_DIR} wiped`);
  }
  if (options.build) await buildIfStale();

  const ports = localPorts(options.port);
  const config = await loadNetworkConfig(options.network, ports, options.configFile);
  const supervisor = new ChildSupervisor();
  const app = await startAppServer({ distDir: DIST_DIR, config, port: options.port, host: options.host });

  let shuttingDown = false;
  const shutdown = async (reason: string, code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\nstopping (${reason})...`);
    await supervisor.stopAll();
    await app.close();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown("Ctrl+C", 0));
  process.on("SIGTERM", () => void shutdown("SIGTERM", 0));

  // The local network's processes (devnet chains, Ethereum node, services) register here as they are built;
  // until then /config.json still names their endpoints and the app shows them as unreachable.
  const localProcesses: Parameters<ChildSupervisor["start"]>[0][] = [];
  if (options.network === "local") {
    for (const spec of localProcesses) {
      supervisor.start(spec, (name, exitCode) => void shutdown(`${name} exited with ${exitCode}`, 1));
    }
  }

  console.log(`UX Network app (${config.network}) at ${app.url}/`);
  console.log(`  network config: ${app.url}/config.json`);
  if (options.network === "local" && localProcesses.length === 0) {
    console.log(
      "  local network: not part of this build yet; chain and service endpoints will show as unreachable",
    );
  }
  console.log("Press Ctrl+C to stop.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
