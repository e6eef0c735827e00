import { etherAccountQuery } from "@ux/core/auth";
import { type PrivateKey, PublicKey } from "@wharfkit/antelope";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ChainEngine, type JsonAction } from "../../src/engine/chainEngine";
import { hardhatAccounts } from "../../src/ethereum/hardhatAccounts";
import { applyGenesis, engineConfigOf } from "../../src/genesis/chainGenesis";
import {
  ETHEREUM_MAPPED_ACCOUNT,
  LOW_RAM_ACCOUNT,
  MAPPED_ETHEREUM_ACCOUNT_INDEX,
  MAPPED_ETHEREUM_ADDRESS,
  scenarioTestAccounts,
} from "../../src/genesis/scenarioAccounts";
import { testAccountKey } from "../../src/genesis/testAccounts";
import { uxServiceAccountKey } from "../../src/genesis/uxServiceAccounts";
import { CHAIN_ID, chainErrorOf, signTestTransaction, TestBlocks } from "../engine/support/testChain";

let engine: ChainEngine;
let blocks: TestBlocks;

function build(chain: "ux" | "eos"): ChainEngine {
  const built = new ChainEngine(engineConfigOf(chain));
  applyGenesis(built, chain, CHAIN_ID, "2026-01-01T00:00:00.000");
  return built;
}

/** Signs the actions with the keys and applies them as the node would (authority, RAM, CPU and NET). */
function push(actions: JsonAction[], signers: PrivateKey[]) {
  const applied = engine.applyTransaction(
    signTestTransaction(engine, blocks, actions, signers),
    blocks.context(),
  );
  blocks.advance();
  return applied;
}

const active = (actor: string) => [{ actor, permission: "active" }];
const balance = (account: string, symbol: string) =>
  engine.currencyBalances("eosio.token", account, symbol)[0];
const ramOf = (account: string) => ({
  quota: engine.state.limits.get(account)?.ramBytes,
  used: engine.state.usage.get(account)?.ramUsage,
});
const openUfx: JsonAction = {
  account: "eosio.token",
  name: "open",
  authorization: active(LOW_RAM_ACCOUNT),
  data: { owner: LOW_RAM_ACCOUNT, symbol: "4,UFX", ram_payer: LOW_RAM_ACCOUNT },
};

/** One genesis for the checks that only read; the ones that transact start from their own. */
let genesis: ChainEngine;
beforeAll(() => {
  genesis = build("ux");
});
beforeEach(() => {
  engine = genesis;
  blocks = new TestBlocks();
});
const fresh = () => {
  engine = build("ux");
};

describe("the low-RAM account", () => {
  it("owns exactly the RAM it uses, with UTX and UTXRAM but no UFX", () => {
    const { quota, used } = ramOf(LOW_RAM_ACCOUNT);
    expect(used).toBeGreaterThan(0);
    expect(quota).toBe(used);
    expect(balance(LOW_RAM_ACCOUNT, "UTX")).toBe("10000.0000 UTX");
    expect(balance(LOW_RAM_ACCOUNT, "UTXRAM")).toBe("1000.0000 UTXRAM");
    expect(balance(LOW_RAM_ACCOUNT, "UFX")).toBeUndefined();
  });

  it("needs less than 1 KB more to open a balance row, and gets through once it bought 1.0000 UTXRAM", () => {
    fresh();
    const quota = ramOf(LOW_RAM_ACCOUNT).quota as number;
    const key = testAccountKey(LOW_RAM_ACCOUNT);
    const refused = chainErrorOf(() => push([openUfx], [key]));
    const match = /account lowram has insufficient ram; needs (\d+) bytes has (\d+) bytes/.exec(
      refused.message,
    );
    expect(match?.[2]).toBe(String(quota));
    const missing = Number(match?.[1]) - quota;
    expect(missing).toBeGreaterThan(0);
    expect(missing).toBeLessThanOrEqual(1024);
    expect(balance(LOW_RAM_ACCOUNT, "UFX")).toBeUndefined();

    push(
      [
        {
          account: "eosio",
          name: "buyram",
          authorization: active(LOW_RAM_ACCOUNT),
          data: { payer: LOW_RAM_ACCOUNT, receiver: LOW_RAM_ACCOUNT, quant: "1.0000 UTXRAM" },
        },
      ],
      [key],
    );
    expect(ramOf(LOW_RAM_ACCOUNT).quota).toBe(quota + 1024);
    expect(balance(LOW_RAM_ACCOUNT, "UTXRAM")).toBe("999.0000 UTXRAM");
    push([openUfx], [key]);
    expect(balance(LOW_RAM_ACCOUNT, "UFX")).toBe("0.0000 UFX");
  });
});

describe("the Ethereum-mapped account", () => {
  it("is linked to Hardhat account 1, found through the address index as the app looks it up", () => {
    const hardhat = hardhatAccounts(MAPPED_ETHEREUM_ACCOUNT_INDEX + 1).testAccounts[
      MAPPED_ETHEREUM_ACCOUNT_INDEX
    ];
    expect(hardhat?.address.toLowerCase()).toBe(MAPPED_ETHEREUM_ADDRESS);
    // The app's query (core's etherAccountQuery), read as JSON as its chain client asks.
    const found = engine.getTableRows({ json: true, ...etherAccountQuery(MAPPED_ETHEREUM_ADDRESS) });
    expect(found.rows).toEqual([
      { eos_account: ETHEREUM_MAPPED_ACCOUNT, eth_address: MAPPED_ETHEREUM_ADDRESS },
    ]);
    expect(balance(ETHEREUM_MAPPED_ACCOUNT, "UTX")).toBe("10000.0000 UTX");
    expect(balance(ETHEREUM_MAPPED_ACCOUNT, "UFX")).toBe("1000.0000 UFX");
  });

  it("accepts evm.gateway@active in its active permission, beside its own key", () => {
    fresh();
    const permissions = engine.account(ETHEREUM_MAPPED_ACCOUNT)?.permissions ?? [];
    const activeAuth = permissions.find((p) => p.name === "active")?.auth;
    expect(activeAuth?.threshold).toBe(1);
    expect(activeAuth?.accounts).toEqual([
      { permission: { actor: "evm.gateway", permission: "active" }, weight: 1 },
    ]);
    expect(activeAuth?.keys).toHaveLength(1);
    const ownerAuth = permissions.find((p) => p.name === "owner")?.auth;
    expect(ownerAuth?.accounts).toEqual([]);

    const transfer = (memo: string): JsonAction => ({
      account: "eosio.token",
      name: "transfer",
      authorization: active(ETHEREUM_MAPPED_ACCOUNT),
      data: { from: ETHEREUM_MAPPED_ACCOUNT, to: "alice", quantity: "1.0000 UTX", memo },
    });
    // The gateway's key alone signs for it, as pushEosTransaction does; so does its own key.
    push([transfer("through the gateway")], [uxServiceAccountKey("evm.gateway")]);
    push([transfer("own key")], [testAccountKey(ETHEREUM_MAPPED_ACCOUNT)]);
    expect(balance(ETHEREUM_MAPPED_ACCOUNT, "UTX")).toBe("9998.0000 UTX");
    // Anyone else's key does not.
    const refused = chainErrorOf(() => push([transfer("stranger")], [testAccountKey("alice")]));
    expect(refused.name).toBe("unsatisfied_authorization");
  });
});

describe("the scenario accounts in the config", () => {
  it("are ux test accounts whose keys own the genesis accounts", () => {
    const accounts = scenarioTestAccounts();
    expect(accounts.map((a) => `${a.chain}:${a.account}@${a.permission}`)).toEqual([
      "ux:lowram@active",
      "ux:ethmapped@active",
    ]);
    for (const account of accounts) {
      const owner = engine.account(account.account)?.permissions.find((p) => p.name === "owner");
      expect(owner?.auth.keys.map((k) => PublicKey.from(k.key).toLegacyString())).toEqual([
        account.publicKey,
      ]);
      expect(testAccountKey(account.account).toWif()).toBe(account.privateKey);
    }
  });

  it("exist on ux only", () => {
    const eos = build("eos");
    expect(eos.account(LOW_RAM_ACCOUNT)).toBeUndefined();
    expect(eos.account(ETHEREUM_MAPPED_ACCOUNT)).toBeUndefined();
  });
});
