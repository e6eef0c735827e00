import { describe, expect, it } from "vitest";
import { jobUxActions } from "../../src/swap/uxActions";

/* The one UX transaction of a job: the spec's grants, the address link, the payout, all by the fund's level. */

const context = {
  fund: { account: "swap.ux", permission: "swap" },
  etheraccount: { contract: "etheraccount", permission: "swapfund" },
  tokenContract: "eosio.token",
};
const authority = { threshold: 1, keys: [{ key: "EOSkey", weight: 1 }], accounts: [], waits: [] };
const fund = [{ actor: "swap.ux", permission: "swap" }];

describe("a job's UX actions", () => {
  it("create the account with CPU 100.0000 UTX, NET 25.0000 UTX, RAM 5.0000 UTXRAM, link it, then pay", () => {
    const actions = jobUxActions(context, {
      id: "job",
      newAccount: { name: "newuser12345", owner: authority, active: authority, ethAddress: "0xAB" },
      payout: { account: "newuser12345", contract: "eosio.token", quantity: "25.0000 UTX" },
    });
    expect(actions.map((a) => [`${a.account}::${a.name}`, a.authorization])).toEqual([
      ["eosio::newaccount", fund],
      ["eosio::buyram", fund],
      ["eosio::delegatebw", fund],
      ["etheraccount::create", [{ actor: "etheraccount", permission: "swapfund" }]],
      ["eosio.token::transfer", fund],
    ]);
    expect(actions.map((a) => a.data)).toEqual([
      { creator: "swap.ux", name: "newuser12345", owner: authority, active: authority },
      { payer: "swap.ux", receiver: "newuser12345", quant: "5.0000 UTXRAM" },
      {
        from: "swap.ux",
        receiver: "newuser12345",
        stake_net_quantity: "25.0000 UTX",
        stake_cpu_quantity: "100.0000 UTX",
        transfer: true,
      },
      { eos_account: "newuser12345", eth_address: "0xab" },
      { from: "swap.ux", to: "newuser12345", quantity: "25.0000 UTX", memo: "UX Resources job" },
    ]);
  });

  it("only pay for a swap, only create for an account without payout or address", () => {
    expect(
      jobUxActions(context, {
        id: "j",
        newAccount: null,
        payout: { account: "alice", contract: "eosio.token", quantity: "1.0000 UTXRAM" },
      }).map((a) => a.name),
    ).toEqual(["transfer"]);
    expect(
      jobUxActions(context, {
        id: "j",
        newAccount: { name: "n", owner: authority, active: authority, ethAddress: null },
        payout: null,
      }).map((a) => a.name),
    ).toEqual(["newaccount", "buyram", "delegatebw"]);
  });
});
