import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseServicesConfig } from "./config/servicesConfig";
import { openDatabase } from "./db/database";
import { startServices } from "./startServices";
import { untilNodesAnswer } from "./untilNodesAnswer";

/*
 * `tsx packages/server/src/main.ts --config services.json` (or UX_SERVICES_CONFIG='{"chainApi":...}').
 * DATABASE_URL selects PostgreSQL; otherwise PGlite stores its data under <repo>/.data/server unless the
 * config names a dataDir. Stops cleanly on SIGINT/SIGTERM.
 */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** How long the services wait for their nodes (started beside them) before starting regardless. */
const NODES_WAIT_MS = 120_000;

function readConfig(argv: readonly string[]): unknown {
  const flag = argv.indexOf("--config");
  if (flag >= 0) {
    const file = argv[flag + 1];
    if (!file) throw new Error("--config needs a file path");
    return JSON.parse(readFileSync(file, "utf8"));
  }
  const fromEnv = process.env.UX_SERVICES_CONFIG;
  if (fromEnv) return JSON.parse(fromEnv);
  throw new Error("no services config: pass --config <file.json> or set UX_SERVICES_CONFIG");
}

async function main(): Promise<void> {
  const raw = readConfig(process.argv.slice(2)) as Record<string, unknown>;
  const config = parseServicesConfig({
    ...raw,
    databaseUrl: raw.databaseUrl ?? process.env.DATABASE_URL,
    dataDir: raw.dataDir ?? resolve(REPO_ROOT, ".data/server"),
  });
  // The database opens (initdb on a new folder: seconds) while the nodes the services follow start up.
  const [database] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    untilNodesAnswer(
      [config.chainApi, ...Object.values(config.proof?.chains ?? {}).map((chain) => chain.api)],
      NODES_WAIT_MS,
    ),
  ]);
  const services = await startServices(config, { openDb: async () => database });
  console.log(
    `amm services: indexer ${services.urls.ammIndexer}, charts ${services.urls.chartIndex}, socket ${services.urls.ammSocket}${services.urls.stakeSocket ? `, stake socket ${services.urls.stakeSocket}` : ""}${services.urls.swapSocket ? `, swap socket ${services.urls.swapSocket}` : ""}${services.proofs.map((proof) => `, proof socket ${proof.chain} ${proof.url}`).join("")} (${services.database.kind}${services.cluster.shared ? `, instance ${services.cluster.instance}` : ""})`,
  );
  const shutdown = () => {
    services.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
