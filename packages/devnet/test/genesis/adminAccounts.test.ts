import { PublicKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { ChainEngine } from "../../src/engine/chainEngine";
import { adminAccountNames, devnetAdminAccounts } from "../../src/genesis/adminAccounts";
import { applyGenesis, engineConfigOf, systemAccountKey } from "../../src/genesis/chainGenesis";
import { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES } from "../../src/genesis/chainIds";
import { developmentKey } from "../../src/genesis/developmentKey";

/*
 * One development key controls every chain's system and contract accounts, and the admin list names
 * exactly the accounts whose owner and active it holds at genesis.
 */

const devKey = developmentKey().toPublic().toLegacyString();
const keysOf = (auth: { keys: { key: string }[] }) =>
  auth.keys.map((k) => PublicKey.from(k.key).toLegacyString());

describe("the development key", () => {
  it("is one key on every chain, the system accounts' key", () => {
    for (const chain of DEVNET_CHAIN_NAMES)
      expect(systemAccountKey(chain).toWif()).toBe(developmentKey().toWif());
  });

  it("owns exactly the accounts the admin list names, owner and active, on every chain", () => {
    for (const chain of DEVNET_CHAIN_NAMES) {
      const engine = new ChainEngine(engineConfigOf(chain));
      applyGenesis(engine, chain, DEVNET_CHAIN_IDS[chain], "2026-01-01T00:00:00.000");
      const controlled = [...engine.state.accounts.values()]
        .filter((account) => {
          const owner = account.permissions.find((p) => p.name === "owner");
          return owner !== undefined && keysOf(owner.auth).includes(devKey);
        })
        .map((account) => account.name);
      expect(controlled.sort()).toEqual([...adminAccountNames(chain)].sort());
      for (const name of controlled) {
        const active = engine.account(name)?.permissions.find((p) => p.name === "active");
        expect(keysOf(active?.auth ?? { keys: [] })).toContain(devKey);
      }
    }
  });

  it("is listed in the test accounts' shape, with its private key", () => {
    const listed = devnetAdminAccounts(["eos"]);
    expect(listed[0]).toEqual({
      chain: "eos",
      account: "eosio",
      permission: "active",
      privateKey: developmentKey().toWif(),
      publicKey: devKey,
    });
    expect(listed.map((a) => a.account)).toContain("ibc.wl.ux");
  });
});
