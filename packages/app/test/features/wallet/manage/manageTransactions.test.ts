import { TransactionError } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import { splitActionsLiteral } from "../../../../../core/test/stake/contract/splitActions";
import {
  COMBINE_COMPLETE,
  combineTransaction,
  ISSUE_COMPLETE,
  issueTransaction,
  MANAGE_CONFIRM_BLOCKS,
  runManageTransaction,
  SPLIT_COMPLETE,
  splitTransaction,
} from "../../../../src/features/wallet/manage/manageTransactions";

const alice = { actor: "alice", permission: "active" };
const utx = (units: bigint) => ({ units, symbol: "UTX", decimals: 4 });

describe("the manage view's transactions", () => {
  it("split: the UTX deposit and stake.ux::split, signed by the user", () => {
    expect(
      splitTransaction({ stake: "stake.ux", token: "eosio.token" }, utx(5_0000n), 202703)(alice),
    ).toEqual(splitActionsLiteral("alice", "5.0000 UTX", 202703));
  });

  it("combine: stake.ux::combine alone; issue: the token's issue to the signer", () => {
    expect(combineTransaction("stake.ux", utx(1n), 202612)(alice)).toEqual([
      {
        account: "stake.ux",
        name: "combine",
        authorization: [alice],
        data: { owner: "alice", quantity: "0.0001 UTX", expiry: 202612 },
      },
    ]);
    const dev = { units: 25_0000n, symbol: "DEV", decimals: 4 };
    expect(
      issueTransaction("eosio.token", dev, "hello")({ actor: "tokenissuer", permission: "active" }),
    ).toEqual([
      {
        account: "eosio.token",
        name: "issue",
        authorization: [{ actor: "tokenissuer", permission: "active" }],
        data: { to: "tokenissuer", quantity: "25.0000 DEV", memo: "hello" },
      },
    ]);
    expect([SPLIT_COMPLETE, COMBINE_COMPLETE, ISSUE_COMPLETE]).toEqual([
      "Split Complete",
      "Combine Complete",
      "Issue Complete",
    ]);
  });

  function deps(fail: Error | null) {
    const log: string[] = [];
    return {
      log,
      deps: {
        submit: async (build: (s: typeof alice) => unknown, options: unknown) => {
          log.push(`submit ${JSON.stringify(options)} ${JSON.stringify(build(alice))}`);
          if (fail) throw fail;
        },
        notify: { success: (text: string) => log.push(`success ${text}`) },
        refresh: async () => {
          log.push("refresh");
        },
      },
    };
  }

  it("confirms as deep as a stake, refreshes the reads, then notifies the success", async () => {
    const { deps: d, log } = deps(null);
    expect(await runManageTransaction(d, () => [], SPLIT_COMPLETE)).toBe(true);
    expect(MANAGE_CONFIRM_BLOCKS).toBe(2);
    expect(log).toEqual([`submit {"confirmations":2} []`, "refresh", "success Split Complete"]);
  });

  it("a failure (already shown by the shared submission) resolves false and refreshes nothing", async () => {
    const { deps: d, log } = deps(new TransactionError("assertion failure with message: no"));
    expect(await runManageTransaction(d, () => [], SPLIT_COMPLETE)).toBe(false);
    expect(log).toEqual([`submit {"confirmations":2} []`]);
  });
});
