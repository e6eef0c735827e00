import { developmentKey } from "./genesis/developmentKey";
import { genesisTestAccounts } from "./genesis/testAccounts";
import { startDevnet } from "./index";
import { type CliOptions, parseCliOptions } from "./node/cliOptions";

// The devnet CLI (`npm run devnet`): starts the chains, prints their endpoints and the test accounts, and
// stops cleanly (sealing pending blocks, flushing the logs) on SIGINT/SIGTERM.

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const devnet = await startDevnet({
    chains: options.chains,
    ports: options.ports,
    host: options.host,
    reset: options.reset,
    recoveryWorkers: options.recoveryWorkers,
    // Only a new ux chain starts in the past; the launcher's history run brings it to the present.
    ...(options.historyDays > 0
      ? { genesisTimeMs: { ux: Date.now() - options.historyDays * 86_400_000 } }
      : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    log: (line) => console.log(line),
  });
  // Installed before anything is printed: whoever waits for "ready" may stop it at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`devnet: ${signal}, stopping`);
    await devnet.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  for (const chain of Object.values(devnet.chains))
    console.log(`devnet: ${chain.name} ${chain.url} chain_id ${chain.chainId}`);
  console.log("devnet: test accounts (permission active):");
  for (const account of genesisTestAccounts(options.chains))
    console.log(
      `devnet:   ${account.chain.padEnd(5)} ${account.account.padEnd(6)} ${account.privateKey} ${account.publicKey}`,
    );
  // One key for every chain's system and contract accounts (the local /config.json's adminAccounts).
  const devKey = developmentKey();
  console.log(
    `devnet: development key (system and contract accounts): ${devKey.toWif()} ${devKey.toPublic().toLegacyString()}`,
  );
  // The path only: the token itself stays out of terminal scrollback and CI logs.
  console.log(
    devnet.adminTokenFile
      ? `devnet: admin token (Authorization: Bearer) for /v1/devnet/* in ${devnet.adminTokenFile}`
      : "devnet: admin token for /v1/devnet/* kept in memory (no data folder)",
  );
  console.log("devnet: ready");
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
