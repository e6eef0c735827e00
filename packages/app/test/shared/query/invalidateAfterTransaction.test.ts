import { describe, expect, it } from "vitest";
import { ammIndexerKeys } from "../../../src/shared/query/ammIndexerKeys";
import { chainKeys } from "../../../src/shared/query/chainKeys";
import { invalidateAfterTransaction } from "../../../src/shared/query/invalidateAfterTransaction";
import { testQueryClient } from "./withQueryClient";

describe("invalidateAfterTransaction", () => {
  it("marks every chain read stale (balances, AMM balances, pools) and leaves the indexer's alone", async () => {
    const client = testQueryClient();
    const chainReads = [
      chainKeys.ammPools("http://node", "amm.ux"),
      chainKeys.ammTokenBalances("http://node", "alice", ["UTX@eosio.token"]),
      chainKeys.walletBalances(["ux:alice@http://node"]),
      chainKeys.ammBalances("http://explorer", "alice"),
    ];
    for (const key of chainReads) client.setQueryData(key, []);
    client.setQueryData(ammIndexerKeys.summary("http://indexer"), {});
    await invalidateAfterTransaction(client);
    for (const key of chainReads) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(ammIndexerKeys.summary("http://indexer"))?.isInvalidated).toBe(false);
  });
});
