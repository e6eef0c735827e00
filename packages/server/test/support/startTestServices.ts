import { afterAll, beforeAll } from "vitest";
import type { OpenedDatabase } from "../../src/db/database";
import { type RunningServices, startServices } from "../../src/startServices";
import { AMM, testChain } from "./ammFixtures";
import type { FakeNodeos } from "./fakeNodeos";
import { testDatabase } from "./testDatabase";
import { KEYS } from "./testKeys";

/** The AMM services against a fake node, on free ports, loops off (tests drive the keeper and indexer). */
export function startTestServices(
  chain: FakeNodeos,
  log: string[] = [],
  openDb: () => Promise<OpenedDatabase> = testDatabase,
) {
  return startServices(
    {
      chainApi: chain.url,
      ammContract: AMM,
      payer: { account: "ux.payer", permission: "cosign", privateKey: KEYS.payer.toWif() },
      keeper: { account: "amm.keeper", privateKey: KEYS.keeper.toWif() },
      ports: { ammIndexer: 0, chartIndex: 0, ammSocket: 0, stakeSocket: 0, swapSocket: 0 },
    },
    { manual: true, openDb, log: (message) => log.push(message) },
  );
}

/**
 * The usual suite setup: the fixture chain (testChain) started, the services on it with the indexer
 * refreshed once, both stopped after the suite. Read `chain` and `services` inside tests and hooks.
 */
export function useTestServices() {
  let chain: FakeNodeos | undefined;
  let services: RunningServices | undefined;
  beforeAll(async () => {
    chain = testChain();
    await chain.start();
    services = await startTestServices(chain);
    await services.indexer.refresh();
  });
  afterAll(async () => {
    await services?.stop();
    await chain?.stop();
  });
  return {
    get chain(): FakeNodeos {
      if (chain === undefined) throw new Error("the test chain is not started yet");
      return chain;
    },
    get services(): RunningServices {
      if (services === undefined) throw new Error("the test services are not started yet");
      return services;
    },
  };
}
