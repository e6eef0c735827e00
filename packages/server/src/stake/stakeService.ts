import type { ChainClient } from "@ux/core/chainClient";
import type { StakeHistoryItem } from "@ux/core/stake";
import type { SessionAuthority } from "../auth/provenSession";
import type { AbiCache } from "../chain/abiCache";
import type { ServiceDb } from "../db/database";
import { withoutRepeats } from "../logging";
import { type LedServiceOptions, listenAndLead, type RunningService } from "../services/ledSocketService";
import { ExpiryRatesFeed } from "./expiryRatesFeed";
import { StakeChain } from "./stakeChain";
import { StakeCosigner } from "./stakeCosigner";
import { StakeHistoryFeed } from "./stakeHistoryFeed";
import { attachStakeSocket, type StakeLimits } from "./stakeSocketServer";
import type { ServiceSigner } from "./stakeTransactions";

/**
 * `manual` leaves the loops off (tests call rates.refresh() and history.tick()); `cluster`: instances on one
 * database, for the socket's adapter and the watch run by one instance at a time.
 */
export interface StakeServiceOptions extends LedServiceOptions {
  chain: ChainClient;
  abis: Pick<AbiCache, "get">;
  db: ServiceDb;
  authority: SessionAuthority;
  contract: string;
  payer: ServiceSigner;
  operator: ServiceSigner;
  expireSeconds: number;
  limits: StakeLimits;
  /** Loops' periods. */
  ratesPollMs: number;
  watchPollMs: number;
  /** The watch's period while no co-signed request is pending (each one co-signed wakes it). */
  watchIdlePollMs: number;
}

export interface StakeService extends RunningService {
  rates: ExpiryRatesFeed;
  history: StakeHistoryFeed;
  cosigner: StakeCosigner;
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
    // Whichever instance leads the watch starts looking for the transaction in the owner's history now.
    onSigned: () => options.cluster.work.announce("stakeWatch"),
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
  // Marking a co-signed request executed is a compare-and-set, so even two watches would publish once.
  const served = await listenAndLead(sockets.http, options, "stakeWatch", history, {
    intervalMs: options.watchPollMs,
    idleMs: options.watchIdlePollMs,
  });
  if (!options.manual) rates.start(options.ratesPollMs);
  return {
    ...served,
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
