import type { OpenedDatabase } from "../../src/db/database";
import { startServices } from "../../src/startServices";
import { AMM } from "./ammFixtures";
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
      ports: { ammIndexer: 0, chartIndex: 0, ammSocket: 0 },
    },
    { manual: true, openDb, log: (message) => log.push(message) },
  );
}
