import type { ChainClient } from "@ux/core/chainClient";
import type { StakeHistoryItem } from "@ux/core/stake";
import type { SessionAuthority } from "../auth/provenSession";
import type { AbiCache } from "../chain/abiCache";
import type { ServiceDb } from "../db/database";
import { listen } from "../http/jsonHttp";
import { withoutRepeats } from "../logging";
import type { ServiceCluster } from "../scaleOut/serviceCluster";
import { ExpiryRatesFeed } from "./expiryRatesFeed";
import { StakeChain } from "./stakeChain";
import { StakeCosigner } from "./stakeCosigner";
import { StakeHistoryFeed } from "./stakeHistoryFeed";
import { attachStakeSocket, type StakeLimits } from "./stakeSocketServer";
import type { ServiceSigner } from "./stakeTransactions";

export interface StakeServiceOptions {
  chain: ChainClient;
  abis: Pick<AbiCache, "get">;
  db: ServiceDb;
  authority: SessionAuthority;
  contract: string;
  payer: ServiceSigner;
  operator: ServiceSigner;
  expireSeconds: number;
  limits: StakeLimits;
  port: number;
  host: string;
  /** Loops' periods; `manual` leaves them off (tests call rates.refresh() and history.tick()). */
  ratesPollMs: number;
  watchPollMs: number;
  manual: boolean;
  /** Instances on one database: the socket's adapter, and the watch run by one instance at a time. */
  cluster: ServiceCluster;
  now: () => number;
  log: (message: string) => void;
}

export interface StakeService {
  port: number;
  url: string;
  rates: ExpiryRatesFeed;
  history: StakeHistoryFeed;
  cosigner: StakeCosigner;
  stop(): Promise<void>;
}

/**
 * QuickStake's service (ARCHITECTURE.md §7): the stake socket on its own port, the expiryRates feed (every
 * instance) and the watch over co-signed transactions (the leading instance), on the services' database. It reads the chain only through its public
 * HTTP API, the curve only from the contract's config table.
 */
export async function startStakeService(options: StakeServiceOptions): Promise<StakeService> {
  const log = withoutRepeats(options.log);
  const stake = new StakeChain(options.chain, options.contract);
  const rates = new ExpiryRatesFeed(stake, log);
  let publish: (account: string, items: StakeHistoryItem[]) => void = () => undefined;
  const history = new StakeHistoryFeed({
    stake,
    db: options.db,
    now: options.now,
    publish: (account, items) => publish(account, items),
    log,
  });
  const cosigner = new StakeCosigner({
    chain: options.chain,
    stake,
    abis: options.abis,
    db: options.db,
    payer: options.payer,
    operator: options.operator,
    expireSeconds: options.expireSeconds,
    now: options.now,
  });
  const sockets = options.cluster.socketServer("stake");
  ({ publish } = attachStakeSocket(sockets.io, {
    authority: options.authority,
    cosigner,
    rates,
    history,
    limits: options.limits,
    now: options.now,
    log: options.log,
  }));
  const port = await listen(sockets.http, options.port, options.host);
  if (!options.manual) {
    rates.start(options.ratesPollMs);
    // Marking a co-signed request executed is a compare-and-set, so even two watches would publish once.
    options.cluster.lead("stakeWatch", {
      start: () => history.start(options.watchPollMs),
      stop: () => history.stop(),
    });
  }
  return {
    port,
    url: `http://${options.host}:${port}`,
    rates,
    history,
    cosigner,
    async stop() {
      await rates.stop();
      await history.stop();
      await sockets.close();
    },
  };
}
