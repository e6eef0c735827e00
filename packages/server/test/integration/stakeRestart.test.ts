import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database";
import { signedStakeRequests, stakeRequestsOf } from "../../src/db/stakeRequestStore";
import type { RunningServices } from "../../src/startServices";
import { migratedTemplate } from "../support/testDatabase";
import { waitUntil } from "./support/ammUser";
import {
  advanceClock,
  type StakeNetwork,
  startStakeNetwork,
  startStakeServices,
} from "./support/stakeNetwork";
import { type Cosigned, StakeUser } from "./support/stakeUser";

/*
 * What the stake service keeps across a restart (its PGlite data folder): the transactions it co-signed.
 * A restarted service still knows which are pending, sees one land and pushes the owner's history, and marks
 * the other expired once the chain's time has passed it; a session token still binds the owner.
 */

let dataDir: string;
let network: StakeNetwork;
let services: RunningServices;
const opened: StakeUser[] = [];

const openDb = async () => openDatabase({ dataDir, pgliteTemplate: await migratedTemplate() });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ux-stake-restart-"));
  network = await startStakeNetwork({ openDb });
  services = network.services;
}, 60_000);

afterAll(async () => {
  for (const user of opened) user.close();
  await services?.stop();
  await network?.devnet.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function connect(account: string, prove = true): Promise<StakeUser> {
  const url = services.urls.stakeSocket as string;
  const user = await StakeUser.connect(url, network.chainApi, network.chainId, account, prove);
  opened.push(user);
  return user;
}

const stakeOf = (account: string, expiry: number) => ({
  authorization: account,
  amount: "12.5",
  expiry,
  stakeRewards: false,
  allowUnwinding: true,
});

describe("a restart of the services", () => {
  it("keeps the co-signed requests: one lands after it and is seen, the other expires", async () => {
    const alice = await connect("alice");
    const bob = await connect("bob");
    await waitUntil(() => alice.rates.length > 0);
    const expiry = alice.rates[0]?.[1]?.expiry as number;
    const landing = (await alice.request("requestStake", stakeOf("alice", expiry))) as Cosigned;
    const expiring = (await bob.request("requestStake", stakeOf("bob", expiry))) as Cosigned;
    expect([landing.transactionId, expiring.transactionId]).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    const token = alice.sessionToken;
    alice.close();
    bob.close();
    await services.stop();

    services = await startStakeServices(network.chainApi, { openDb });
    const pending = await signedStakeRequests(services.database.db);
    expect(
      pending.map((request) => [request.account, request.kind, request.tx_id, request.expires_at]),
    ).toEqual([
      ["alice", "stake", landing.transactionId, landing.expiresAt],
      ["bob", "stake", expiring.transactionId, expiring.expiresAt],
    ]);

    // alice comes back with her session token (no new signature) and pushes what she was given.
    const again = await connect("alice", false);
    expect(await again.ask("setUser", { account: "alice", token })).toEqual({ ok: true, account: "alice" });
    expect(await again.historyWhere(() => true)).toEqual([]);
    const pushed = await again.signAndPush(landing);
    if (!pushed.ok) throw new Error(JSON.stringify(pushed.error));
    const items = await again.historyWhere((list) => list.length > 0);
    expect(
      items.map((item) => [item.expiry.expiry, item.liquid, item.sells.map((sell) => sell.txId)]),
    ).toEqual([[expiry, "12.5000 UTX", [landing.transactionId]]]);
    expect((await stakeRequestsOf(services.database.db, "alice")).map((request) => request.status)).toEqual([
      "executed",
    ]);

    // bob's was never pushed: once the chain's time passes its expiration it is expired, and the chain refuses it.
    await advanceClock(network, 600);
    await waitUntil(async () => (await signedStakeRequests(services.database.db)).length === 0);
    expect((await stakeRequestsOf(services.database.db, "bob")).map((request) => request.status)).toEqual([
      "expired",
    ]);
    const late = await (await connect("bob")).signAndPush(expiring);
    expect(late.ok ? "accepted" : late.error.name).toBe("expired_tx_exception");
  });
});
