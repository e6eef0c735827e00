import { DEVNET_CHAIN_NAMES, type DevnetChainName, isDevnetChainName } from "../genesis/chainIds";

/** The devnet CLI's options, from arguments and environment variables. */
export const USAGE = `usage: devnet [--reset] [--data DIR] [--host HOST] [--port-base N] [--<chain>-port N] [--chains ux,eos,...]
  --reset        wipe the chains' data folders first
  --data DIR     data folder (default <repo>/.data/devnet; env DEVNET_DATA)
  --port-base N  first port, chains in order ux, eos, wax, telos (default 8888; env DEVNET_PORT_BASE)
  --ux-port N    one chain's port (also --eos-port, --wax-port, --telos-port; env DEVNET_UX_PORT, ...)
  --chains LIST  which chains to start (default all)
  --recovery-workers N  worker threads recovering signatures (default 1; env DEVNET_RECOVERY_WORKERS)
  --history-days N  a new ux chain starts N days in the past, for history (default 0; env DEVNET_HISTORY_DAYS)`;

export interface CliOptions {
  reset: boolean;
  dataDir?: string;
  host: string;
  ports: Record<DevnetChainName, number>;
  chains: DevnetChainName[];
  recoveryWorkers: number;
  /** A new ux chain's genesis this many days in the past (0: now); a chain with blocks ignores it. */
  historyDays: number;
}

/** Plain decimal digits only: Number() would also take '', ' 8', '0x22b8' and '1e3'. */
function wholeNumber(text: string): number | undefined {
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

function portNumber(text: string, what: string): number {
  const value = wholeNumber(text);
  if (value === undefined || value > 65535) throw new Error(`${what} must be a port number, got '${text}'`);
  return value;
}

function workerCount(text: string): number {
  const value = wholeNumber(text);
  if (value === undefined || value > 16)
    throw new Error("--recovery-workers must be an integer from 0 to 16");
  return value;
}

function historyDays(text: string): number {
  const days = Number(text);
  if (!Number.isInteger(days) || days < 0 || days > 365)
    throw new Error("--history-days must be an integer from 0 to 365");
  return days;
}

export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
  const options: CliOptions = {
    reset: false,
    host: env.DEVNET_HOST ?? "127.0.0.1",
    ports: { ux: 0, eos: 0, wax: 0, telos: 0 },
    chains: [...DEVNET_CHAIN_NAMES],
    recoveryWorkers: env.DEVNET_RECOVERY_WORKERS ? workerCount(env.DEVNET_RECOVERY_WORKERS) : 1,
    ...(env.DEVNET_DATA ? { dataDir: env.DEVNET_DATA } : {}),
    historyDays: env.DEVNET_HISTORY_DAYS ? historyDays(env.DEVNET_HISTORY_DAYS) : 0,
  };
  let base = env.DEVNET_PORT_BASE ? portNumber(env.DEVNET_PORT_BASE, "DEVNET_PORT_BASE") : 8888;
  const single: Partial<Record<DevnetChainName, number>> = {};
  for (const chain of DEVNET_CHAIN_NAMES) {
    const fromEnv = env[`DEVNET_${chain.toUpperCase()}_PORT`];
    if (fromEnv) single[chain] = portNumber(fromEnv, `DEVNET_${chain.toUpperCase()}_PORT`);
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    const chainPort = /^--(\w+)-port$/.exec(arg);
    if (arg === "--reset") options.reset = true;
    else if (arg === "--data") options.dataDir = value();
    else if (arg === "--host") options.host = value();
    else if (arg === "--port-base") base = portNumber(value(), "--port-base");
    else if (arg === "--chains") {
      const names = value().split(",");
      const unknown = names.filter((name) => !isDevnetChainName(name));
      if (unknown.length > 0) throw new Error(`unknown chain(s): ${unknown.join(", ")}`);
      options.chains = names as DevnetChainName[];
    } else if (chainPort && isDevnetChainName(chainPort[1] as string))
      single[chainPort[1] as DevnetChainName] = portNumber(value(), arg);
    else if (arg === "--recovery-workers") options.recoveryWorkers = workerCount(value());
    else if (arg === "--history-days") options.historyDays = historyDays(value());
    else if (arg === "--help" || arg === "-h") throw new Error(USAGE);
    else throw new Error(`unknown option '${arg}'\n${USAGE}`);
  }
  DEVNET_CHAIN_NAMES.forEach((chain, index) => {
    // Base 0 asks every chain for a free port (tests), not for ports 0, 1, 2, 3.
    options.ports[chain] = single[chain] ?? (base === 0 ? 0 : base + index);
  });
  return options;
}
