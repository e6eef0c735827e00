import { describe, expect, it } from "vitest";
import {
  expectedCombineActions,
  expectedSplitActions,
} from "../../../src/stake/contract/instrumentUserActions";
import { splitActionsLiteral } from "./splitActions";

const alice = { actor: "alice", permission: "active" };

describe("the manage view's user actions", () => {
  it("a split is the UTX deposit and split in one transaction, both signed by the owner", () => {
    expect(
      expectedSplitActions({ stake: "stake.ux", token: "eosio.token" }, alice, "5.0000 UTX", 202703),
    ).toEqual(splitActionsLiteral("alice", "5.0000 UTX", 202703));
  });

  it("a combine is the contract's combine alone", () => {
    expect(expectedCombineActions("stake.ux", alice, "5.0000 UTX", 202703)).toEqual([
      {
        account: "stake.ux",
        name: "combine",
        authorization: [alice],
        data: { owner: "alice", quantity: "5.0000 UTX", expiry: 202703 },
      },
    ]);
  });
});
