import { createChainClient } from "@ux/core/chainClient";
import { devnetServiceSigners } from "@ux/devnet/genesis/devnetServiceSigners";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stakeRequestsOf } from "../../src/db/stakeRequestStore";
import type { RunningServices } from "../../src/startServices";
import { StakeUser } from "../integration/support/stakeUser";
import { requirePostgres, startInstance, until, useSharedNetwork } from "./support/scaleOutNetwork";

/*
 * Two service instances on one real PostgreSQL: B leads the stake watch, whose idle poll never comes within
 * the test. A stake co-signed on A wakes B's watch through NOTIFY, which marks it executed once it lands.
 */

const binDir = requirePostgres("the stake watch across instances");

describe.runIf(binDir !== undefined)("a stake co-signed on one instance", () => {
  const network = useSharedNetwork(binDir);
  let a: RunningServices;
  let b: RunningServices;
  const log: string[] = [];

  beforeAll(async () => {
    // The idle poll is longer than the test: only the announcement can wake the watch.
    const slowWatch = (instance: string) =>
      startInstance(network.chainApi, network.databaseUrl, instance, log, {
        stake: { ...devnetServiceSigners().stake, watchPollMs: 200, watchIdlePollMs: 600_000 },
      });
    // B first, so it takes the watch's lock; A then finds it held and stands by.
    b = await slowWatch("b");
    await until("b leads the stake watch", () => b.cluster.isLeading("stakeWatch"));
    a = await slowWatch("a");
  }, 60_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it("is watched at once by the leading instance's watch, woken through NOTIFY", async () => {
    expect(a.cluster.isLeading("stakeWatch")).toBe(false);
    const chain = createChainClient(network.chainApi, { fetch });
    const chainId = (await chain.getInfo()).chain_id;
    const alice = await StakeUser.connect(a.urls.stakeSocket ?? "", network.chainApi, chainId, "alice");
    try {
      await until("rates", () => alice.rates.length > 0);
      const expiry = alice.rates[0]?.[2]?.expiry;
      const { pushed } = await alice.cosignAndPush("requestStake", {
        authorization: "alice",
        amount: "10",
        expiry,
        stakeRewards: false,
        allowUnwinding: true,
      });
      const landed = Date.now();
      await until(
        "the request is executed",
        async () => (await stakeRequestsOf(b.database.db, "alice")).at(-1)?.status === "executed",
        10_000,
      );
      expect(Date.now() - landed).toBeLessThan(5_000);
      expect((await stakeRequestsOf(a.database.db, "alice")).at(-1)?.tx_id).toBe(pushed.transactionId);
    } finally {
      alice.close();
    }
  });
});
