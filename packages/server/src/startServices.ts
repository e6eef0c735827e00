import { OWNERSHIP_PROOF_CONTRACT } from "@ux/core/auth";
import { createChainClient } from "@ux/core/chainClient";
import { PrivateKey } from "@wharfkit/antelope";
import { chartRoutes } from "./amm/charts/chartRoutes";
import { AmmIndexer } from "./amm/indexer/ammIndexer";
import { summaryRoutes } from "./amm/indexer/summaryRoutes";
import { AmmKeeper, DEFAULT_KEEPER_SETTINGS } from "./amm/keeper/ammKeeper";
import { attachAmmSocket } from "./amm/socket/ammSocketServer";
import { ReportDelivery } from "./amm/socket/reportDelivery";
import { ResourcePayer } from "./amm/socket/resourcePayer";
import type { SessionAuthority } from "./auth/provenSession";
import { ReservedAccounts } from "./auth/reservedAccounts";
import { SessionTokens } from "./auth/sessionTokens";
import { AbiCache } from "./chain/abiCache";
import { parseServicesConfig, type ServicesConfigInput } from "./config/servicesConfig";
import { type OpenedDatabase, openDatabase } from "./db/database";
import { close, createJsonHttpServer, listen } from "./http/jsonHttp";
import { withoutRepeats } from "./logging";
import { keepAliveFetch } from "./proof/keepAliveFetch";
import { type ProofService, startProofService } from "./proof/proofService";
import { postgresCluster, type ServiceCluster, singleInstance } from "./scaleOut/serviceCluster";
import { type StakeService, startStakeService } from "./stake/stakeService";
import { type SwapService, startSwapService } from "./swap/swapService";

export interface RunningServices {
  /** Bound ports (differ from the config when it asked for 0); stake/swapSocket only with their configs. */
  ports: {
    ammIndexer: number;
    chartIndex: number;
    ammSocket: number;
    stakeSocket: number | null;
    swapSocket: number | null;
  };
  urls: {
    ammIndexer: string;
    chartIndex: string;
    ammSocket: string;
    stakeSocket: string | null;
    swapSocket: string | null;
  };
  database: OpenedDatabase;
  indexer: AmmIndexer;
  keeper: AmmKeeper;
  delivery: ReportDelivery;
  /** QuickStake's service, when the config names the stake contract. */
  stake: StakeService | null;
  /** The swap service (account creation, Resources swaps, referrals), with a swap config. */
  swap: SwapService | null;
  /** The proof servers by source chain, with a proof config. */
  proofs: ProofService[];
  /** Instances on one PostgreSQL: this one's name and which jobs it leads (always all on PGlite). */
  cluster: ServiceCluster;
  stop(): Promise<void>;
}

/** A node request that has not answered after this long is given up (the outcome then is unknown). */
const NODE_TIMEOUT_MS = 10_000;

export interface StartOptions {
  log?: (message: string) => void;
  /** Loops off: tests drive keeper.tick() and indexer.refresh() themselves. */
  manual?: boolean;
  /** Opens the database another way: from a PGlite template (tests), or one already opened (main.ts). */
  openDb?: () => Promise<OpenedDatabase>;
  fetch?: typeof fetch;
  /** Test hook: the clock of nonces, session tokens and rate limits. */
  now?: () => number;
}

/**
 * Starts the services on one database: the AMM socket (payForResources, placedorder, reports), the keeper
 * (settles every few blocks), the indexer summary (GET /summary), the chart index (GET /liquidity-history,
 * /fees-history) and, with a stake config, the stake socket (QuickStake: rates, history, co-signing). They
 * reach the chain only through its public HTTP API.
 */
export async function startServices(
  input: ServicesConfigInput,
  options: StartOptions = {},
): Promise<RunningServices> {
  const config = parseServicesConfig(input);
  const log = options.log ?? ((message: string) => console.error(message));
  const database = options.openDb
    ? await options.openDb()
    : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  // On PostgreSQL any number of instances may share the database (DEPLOYMENT.md); PGlite is one process.
  const cluster =
    database.kind === "postgres" && config.databaseUrl
      ? postgresCluster({
          databaseUrl: config.databaseUrl,
          instance: config.instance ?? `p${process.pid}`,
          leaderRetryMs: config.leaderRetryMs,
          log: withoutRepeats(log),
        })
      : singleInstance(config.instance);
  // Keep-alive node:http for the node requests the loops make all day (the keeper's queue every 1.5 s, the
  // indexer's and the rates' reads, the followers' blocks): Node's fetch costs several times the CPU each.
  const nodeFetch = options.fetch ?? keepAliveFetch();
  const chain = createChainClient(config.chainApi, {
    fetch: nodeFetch,
    hyperionUrl: config.hyperionApi,
    timeoutMs: NODE_TIMEOUT_MS,
  });
  const abis = new AbiCache(chain);
  const indexer = new AmmIndexer({
    chain,
    db,
    amm: config.ammContract,
    maxLagSeconds: config.maxIndexLagSeconds,
    ...(config.stablecoin ? { anchor: config.stablecoin } : {}),
    log: withoutRepeats(log),
  });
  const delivery = new ReportDelivery(db, Date.now, 10_000, withoutRepeats(log));
  const keeper = new AmmKeeper({
    chain,
    abis,
    db,
    config: {
      ...DEFAULT_KEEPER_SETTINGS,
      amm: config.ammContract,
      account: config.keeper.account,
      permission: config.keeper.permission,
      privateKey: PrivateKey.from(config.keeper.privateKey),
      maxOrdersPerSettle: config.maxOrdersPerSettle,
    },
    onNewReports: async (reports) => {
      await delivery.deliverNew(reports);
      // The indexer's own loop retries; log so a failing refresh is not silent.
      indexer
        .refresh()
        .catch((error: unknown) => log(`amm indexer refresh after settle: ${(error as Error).message}`));
    },
    valueTrades: (reports, time) => indexer.valueTrades(reports, time),
    log: withoutRepeats(log),
  });
  const payer = new ResourcePayer({
    chain,
    abis,
    amm: config.ammContract,
    payer: {
      account: config.payer.account,
      permission: config.payer.permission,
      privateKey: PrivateKey.from(config.payer.privateKey),
    },
    tokens: () => indexer.tokens(),
  });

  const now = options.now ?? Date.now;
  let chainId: Promise<string> | null = null;
  const authority: SessionAuthority = {
    antelope: {
      chain,
      chainId: () => {
        chainId ??= chain.getInfo().then((info) => info.chain_id);
        chainId.catch(() => {
          chainId = null;
        });
        return chainId;
      },
      now,
    },
    chain,
    tokens: new SessionTokens(db, now),
    reserved: new ReservedAccounts(
      [
        config.payer.account,
        config.keeper.account,
        config.ammContract,
        OWNERSHIP_PROOF_CONTRACT,
        ...(config.stake ? [config.stake.contract, config.stake.operator.account] : []),
        ...(config.swap ? [config.swap.fund.account] : []),
        ...config.reservedAccounts,
      ],
      chain,
    ),
    now,
    nonceLimit: config.limits.getNoncePerConnection,
    log: withoutRepeats(log),
  };

  const ammSockets = cluster.socketServer("amm");
  // Another instance's keeper settled: its trades count in this instance's summary at once.
  delivery.serve(ammSockets.io, cluster.shared, () => {
    indexer
      .refresh()
      .catch((error: unknown) =>
        log(`amm indexer refresh after announced reports: ${(error as Error).message}`),
      );
  });
  attachAmmSocket(ammSockets.io, {
    db,
    amm: config.ammContract,
    abis,
    payer,
    payerLimits: {
      perAccount: config.limits.payForResourcesPerAccount,
      perConnection: config.limits.payForResourcesPerConnection,
    },
    delivery,
    authority,
    now,
    log,
  });
  const summaryHttp = createJsonHttpServer(summaryRoutes(indexer), log);
  const chartHttp = createJsonHttpServer(
    chartRoutes({
      db,
      hasPool: (id) => indexer.hasPool(id),
      nowSeconds: () => indexer.chainTime() ?? Math.floor(Date.now() / 1000),
      livePoint: (id) => indexer.livePoint(id),
    }),
    log,
  );
  const ports = {
    ammSocket: await listen(ammSockets.http, config.ports.ammSocket, config.host),
    ammIndexer: await listen(summaryHttp, config.ports.ammIndexer, config.host),
    chartIndex: await listen(chartHttp, config.ports.chartIndex, config.host),
  };
  const base = (port: number) => `http://${config.host}:${port}`;
  const stake = config.stake
    ? await startStakeService({
        chain,
        abis,
        db,
        authority,
        contract: config.stake.contract,
        payer: {
          account: config.payer.account,
          permission: config.payer.permission,
          privateKey: PrivateKey.from(config.payer.privateKey),
        },
        operator: {
          account: config.stake.operator.account,
          permission: config.stake.operator.permission,
          privateKey: PrivateKey.from(config.stake.operator.privateKey),
        },
        expireSeconds: config.stake.expireSeconds,
        limits: {
          perAccount: config.limits.stakeRequestsPerAccount,
          perConnection: config.limits.stakeRequestsPerConnection,
        },
        port: config.ports.stakeSocket,
        host: config.host,
        ratesPollMs: config.stake.ratesPollMs,
        watchPollMs: config.stake.watchPollMs,
        watchIdlePollMs: config.stake.watchIdlePollMs,
        manual: options.manual ?? false,
        cluster,
        now,
        log,
      })
    : null;
  const swap = config.swap
    ? await startSwapService({
        config: config.swap,
        ux: chain,
        uxAbis: abis,
        db,
        authority,
        ordersPerConnection: config.limits.swapOrdersPerConnection,
        port: config.ports.swapSocket,
        host: config.host,
        manual: options.manual ?? false,
        cluster,
        fetch: options.fetch ?? fetch,
        nodeTimeoutMs: NODE_TIMEOUT_MS,
        now,
        log,
      })
    : null;

  const proofs: ProofService[] = [];
  for (const [name, proof] of Object.entries(config.proof?.chains ?? {})) {
    const hyperion = proof.hyperion ?? proof.api;
    proofs.push(
      await startProofService({
        chain: name,
        api: proof.api,
        hyperion,
        client: createChainClient(proof.api, { fetch: nodeFetch, timeoutMs: NODE_TIMEOUT_MS }),
        db,
        port: proof.port,
        host: config.host,
        pollMs: config.proof?.pollMs ?? 250,
        idlePollMs: config.proof?.idlePollMs ?? 10_000,
        fetch: nodeFetch,
        nodeTimeoutMs: NODE_TIMEOUT_MS,
        log: withoutRepeats(log),
      }),
    );
  }

  let resendTimer: NodeJS.Timeout | null = null;
  let firstIndex: Promise<unknown> = Promise.resolve();
  if (!options.manual) {
    firstIndex = indexer
      .refresh()
      .catch((error: unknown) => log(`amm services: first index failed: ${(error as Error).message}`));
    // Every instance indexes (its writes are idempotent upserts); one settles at a time.
    indexer.start(config.indexerIntervalMs);
    cluster.lead("ammKeeper", {
      start: () => keeper.start(config.keeperIntervalMs),
      stop: () => keeper.stop(),
    });
    resendTimer = setInterval(() => {
      delivery
        .resendPending()
        .catch((error: unknown) => log(`amm socket resend: ${(error as Error).message}`));
    }, config.reportResendMs);
  }

  return {
    ports: { ...ports, stakeSocket: stake?.port ?? null, swapSocket: swap?.port ?? null },
    urls: {
      ammIndexer: `${base(ports.ammIndexer)}/summary`,
      chartIndex: base(ports.chartIndex),
      ammSocket: base(ports.ammSocket),
      stakeSocket: stake?.url ?? null,
      swapSocket: swap?.url ?? null,
    },
    database,
    indexer,
    keeper,
    delivery,
    stake,
    swap,
    proofs,
    cluster,
    async stop() {
      if (resendTimer) clearInterval(resendTimer);
      await Promise.all(proofs.map((proof) => proof.stop()));
      await swap?.stop();
      await stake?.stop();
      await keeper.stop();
      await indexer.stop();
      await firstIndex;
      await ammSockets.close();
      await Promise.all([close(summaryHttp), close(chartHttp)]);
      // After the sockets: their adapters hand the cluster's connections back first.
      await cluster.close();
      await database.close();
    },
  };
}
