import { NETWORK_KINDS, type NetworkKind } from "@ux/core/config";
import { DEFAULT_APP_PORT } from "./localPorts";
import { MAX_SERVICE_INSTANCES } from "./scaleOut/scaleOutPorts";

export interface LauncherOptions {
  port: number;
  host: string;
  network: NetworkKind;
  configFile?: string;
  /** Local network: folder of the chains' and services' data. */
  dataDir?: string;
  /** Local network: first chain port; every other local port moves with it. */
  devnetPortBase: number;
  reset: boolean;
  /** Local network: no history (a new network starts now, with no trades); default false. */
  quiet: boolean;
  build: boolean;
  help: boolean;
  /** Local network: this many services instances on PostgreSQL behind a sticky balancer (scaleOut/). */
  services?: number;
}

export const USAGE = `Usage: npm start -- [options]
  --port N                  port of the app server (default ${DEFAULT_APP_PORT}; 0 picks a free one)
  --host H                  interface to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --network local|testnet|mainnet
                            which network the app talks to (default local: starts the devnet)
  --config FILE             serve this network config as /config.json instead of the built-in one
  --data DIR                the local network's data folder (default .data in the repository)
  --devnet-port-base N      first chain port of the local network (default 8888; all its ports move with it)
  --reset                   wipe the local network's data folder before starting
  --quiet                   a new local network starts now, without its month of trading history
  --services N              N services instances (1-${MAX_SERVICE_INSTANCES}) on PostgreSQL behind a sticky balancer
                            (DATABASE_URL, or a cluster in the data folder; default 1, on PGlite)
  --no-build                serve the existing build even if sources changed
  --help                    this text`;

/** Parses launcher arguments strictly: an unknown flag or a bad value is an error, never ignored. */
export function parseCliOptions(argv: string[]): LauncherOptions {
  const options: LauncherOptions = {
    port: DEFAULT_APP_PORT,
    host: "127.0.0.1",
    network: "local",
    devnetPortBase: 8888,
    reset: false,
    quiet: false,
    build: true,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith("--")) throw new Error(`${flag} needs a value`);
      return v;
    };
    const port = (min: number, max: number): number => {
      const v = value();
      if (!/^\d{1,5}$/.test(v) || Number(v) < min || Number(v) > max) {
        throw new Error(`${flag} must be ${min}..${max}, got '${v}'`);
      }
      return Number(v);
    };
    switch (flag) {
      case "--port":
        options.port = port(0, 65535);
        break;
      case "--host":
        options.host = value();
        break;
      case "--network": {
        const v = value();
        if (!(NETWORK_KINDS as readonly string[]).includes(v)) {
          throw new Error(`--network must be one of ${NETWORK_KINDS.join(", ")}, got '${v}'`);
        }
        options.network = v as NetworkKind;
        break;
      }
      case "--config":
        options.configFile = value();
        break;
      case "--data":
        options.dataDir = value();
        break;
      case "--devnet-port-base":
        options.devnetPortBase = port(8888, 60000);
        break;
      case "--reset":
        options.reset = true;
        break;
      case "--quiet":
        options.quiet = true;
        break;
      case "--services":
        options.services = port(1, MAX_SERVICE_INSTANCES);
        break;
      case "--no-build":
        options.build = false;
        break;
      case "--help":
      case "-h":
        options.help = true;
        break;
      default:
        throw new Error(`Unknown option '${arg}'\n${USAGE}`);
    }
  }
  if (options.services !== undefined && options.services > 1 && options.network !== "local")
    throw new Error("--services runs the local network's services: it needs --network local");
  return options;
}
