import { ETH_CONFIRMATIONS_REQUIRED } from "@ux/core/accounts";
import { type ChainClient, createChainClient } from "@ux/core/chainClient";
import { PrivateKey } from "@wharfkit/antelope";
import type { SessionAuthority } from "../auth/provenSession";
import type { RateLimit } from "../auth/rateLimiter";
import { AbiCache } from "../chain/abiCache";
import type { ServiceDb } from "../db/database";
import { withoutRepeats } from "../logging";
import { type LedServiceOptions, listenAndLead, type RunningService } from "../services/ledSocketService";
import { AntelopeSender } from "./antelopeSender";
import { EthereumChain } from "./ethereumChain";
import { EthereumRefunder } from "./ethereumRefunder";
import type { JobContext, PayerChainContext } from "./jobContext";
import { Referrals } from "./referrals";
import type { SwapConfig } from "./swapConfig";
import { SwapMarket } from "./swapMarket";
import { SwapNotifier } from "./swapNotifier";
import { attachSwapSocket } from "./swapSocketServer";
import { SwapWorker } from "./swapWorker";
import { UxReads } from "./uxReads";

/**
 * `manual` leaves the worker's loop off (tests call worker.run()); `cluster`: instances on one database, for
 * the socket's adapter and the worker run by one instance at a time.
 */
export interface SwapServiceOptions extends LedServiceOptions {
  config: SwapConfig;
  /** The UX chain (the services' chainApi). */
  ux: ChainClient;
  uxAbis: AbiCache;
  db: ServiceDb;
  authority: SessionAuthority;
  ordersPerConnection: RateLimit;
  fetch: typeof fetch;
  nodeTimeoutMs: number;
}

export interface SwapService extends RunningService {
  worker: SwapWorker;
  context: JobContext;
}

const signer = (config: { account: string; permission: string; privateKey: string }) => ({
  account: config.account,
  permission: config.permission,
  privateKey: PrivateKey.from(config.privateKey),
});

/**
 * The swap service (ARCHITECTURE.md §8): the swap socket on its own port and the worker that carries each
 * paid order to its end (account created, receiver paid, or payer refunded), on the services' database, so a
 * restart resumes every unfinished order where it stood.
 */
export async function startSwapService(options: SwapServiceOptions): Promise<SwapService> {
  const { config } = options;
  const log = withoutRepeats(options.log);
  const payers = new Map<string, PayerChainContext>(
    config.antelopePayers.map((payer) => {
      const chain = createChainClient(payer.api, {
        fetch: options.fetch,
        hyperionUrl: payer.hyperion,
        timeoutMs: options.nodeTimeoutMs,
      });
      const abis = new AbiCache(chain);
      return [
        payer.chain,
        {
          config: payer,
          chain,
          abis,
          sender: new AntelopeSender(payer.chain, chain, abis),
          signer: signer(payer.fund),
        },
      ];
    }),
  );
  const ethereumChain = config.ethereum ? new EthereumChain(config.ethereum) : null;
  const market = new SwapMarket(config);
  const confirmations = config.ethereum?.confirmations ?? ETH_CONFIRMATIONS_REQUIRED;
  const sockets = options.cluster.socketServer("swap");
  const notifier = new SwapNotifier(sockets.io, confirmations);
  const context: JobContext = {
    db: options.db,
    now: options.now,
    log,
    notifier,
    ux: {
      sender: new AntelopeSender("ux", options.ux, options.uxAbis),
      signer: signer(config.fund),
      actions: {
        fund: { account: config.fund.account, permission: config.fund.permission },
        etheraccount: config.etheraccount,
        tokenContract: "eosio.token",
      },
    },
    payers,
    ethereum:
      config.ethereum && ethereumChain
        ? {
            config: config.ethereum,
            chain: ethereumChain,
            refunder: new EthereumRefunder(config.ethereum, ethereumChain),
          }
        : null,
    expireSeconds: config.expireSeconds,
    announceJob: () => options.cluster.work.announce("swapWorker"),
  };
  const worker = new SwapWorker(context);
  const reads = new UxReads(options.ux, config.kycContract);
  attachSwapSocket(sockets.io, {
    authority: options.authority,
    market,
    notifier,
    referrals: new Referrals(options.db, config.referralLinkBase, options.now),
    intake: {
      context,
      market,
      db: options.db,
      reads,
      evmGateway: config.evmGateway,
      now: options.now,
      ethereum: config.ethereum,
      requestTtlMs: config.requestTtlMs,
    },
    ordersPerConnection: options.ordersPerConnection,
    now: options.now,
    log: options.log,
  });
  // Every step is a compare-and-set on the job's row (its state and stored transactions), so a worker that
  // lost the lead mid-pass cannot repeat what the new leader does.
  const served = await listenAndLead(sockets.http, options, "swapWorker", worker, {
    intervalMs: config.pollMs,
    idleMs: config.idlePollMs,
  });
  return {
    ...served,
    worker,
    context,
    async stop() {
      await worker.stop();
      await sockets.close();
      ethereumChain?.destroy();
    },
  };
}
