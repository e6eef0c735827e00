import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { STAKE_ABI } from "../../../src/stake/contract/stakeAbi";

describe("STAKE_ABI: the instruments' part", () => {
  it("packs and unpacks split, combine, transfer and the token rows as nodeos prints them", () => {
    const abi = ABI.from(STAKE_ABI);
    const samples: [string, unknown][] = [
      ["split", { owner: "alice", quantity: "5.0000 UTX", expiry: 202703 }],
      ["combine", { owner: "alice", quantity: "5.0000 UTX", expiry: 202703 }],
      ["transfer", { from: "alice", to: "bob", quantity: "1.0000 UTXCTMH", memo: "tc" }],
      ["account", { balance: "5.0000 UTXUTMH" }],
      ["currency_stats", { supply: "5.0000 UTXCTMH", max_supply: "9.0000 UTXCTMH", issuer: "stake.ux" }],
    ];
    for (const [type, json] of samples) {
      const packed = Serializer.encode({ object: json, abi, type });
      expect(JSON.parse(JSON.stringify(Serializer.decode({ data: packed, abi, type })))).toEqual(json);
    }
  });

  it("declares eosio.token's tables and actions so wallets read the instruments as any token", () => {
    expect(STAKE_ABI.tables.map((table) => [table.name, table.type])).toEqual(
      expect.arrayContaining([
        ["accounts", "account"],
        ["stat", "currency_stats"],
      ]),
    );
    expect(STAKE_ABI.actions.map((action) => action.name)).toEqual(
      expect.arrayContaining(["split", "combine", "transfer"]),
    );
  });
});
