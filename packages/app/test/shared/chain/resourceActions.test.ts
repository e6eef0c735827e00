import { describe, expect, it } from "vitest";
import { buyRamBytesAction, stakeTopUpAction } from "../../../src/shared/chain/resourceActions";

const alice = { actor: "alice", permission: "active" };

describe("resource fix actions", () => {
  it("buys exactly the bytes of the KB needed with eosio::buyrambytes {payer, receiver, bytes}", () => {
    expect(buyRamBytesAction(alice, "bob", 3n)).toEqual({
      account: "eosio",
      name: "buyrambytes",
      authorization: [alice],
      data: { payer: "alice", receiver: "bob", bytes: 3072 },
    });
    expect(() => buyRamBytesAction(alice, "bob", 0n)).toThrow(RangeError);
    expect(() => buyRamBytesAction(alice, "bob", 4_194_304n)).toThrow(RangeError);
  });

  it("stakes 50.0000 UTX to CPU or NET with delegatebw to the signer", () => {
    expect(stakeTopUpAction(alice, "cpu")).toEqual({
      account: "eosio",
      name: "delegatebw",
      authorization: [alice],
      data: {
        from: "alice",
        receiver: "alice",
        stake_net_quantity: "0.0000 UTX",
        stake_cpu_quantity: "50.0000 UTX",
        transfer: false,
      },
    });
    expect(stakeTopUpAction(alice, "net").data).toMatchObject({
      stake_net_quantity: "50.0000 UTX",
      stake_cpu_quantity: "0.0000 UTX",
    });
  });
});
