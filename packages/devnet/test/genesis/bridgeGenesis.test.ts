import { WRAP_TABLES, wrapLockAccount, wrapTokenAccount } from "@ux/core/bridge/contract";
import { describe, expect, it } from "vitest";
import { ChainEngine } from "../../src/engine/chainEngine";
import { GENESIS_WRAPPED_ON_UX } from "../../src/genesis/bridgeGenesis";
import { applyGenesis, engineConfigOf, systemAccountKey } from "../../src/genesis/chainGenesis";
import { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES, type DevnetChainName } from "../../src/genesis/chainIds";
import { actionBy, chainErrorOf, signTestTransaction, TestBlocks } from "../engine/support/testChain";

/*
 * The bridge at genesis: every chain has a lock and a wrapped-token contract for every other chain, paired
 * both ways, and ux's wrapped EOS, WAX and TLOS (what its AMM trades) are backed one for one by tokens the
 * native chains' genesis locked for ux.
 */

const built = new Map<DevnetChainName, ChainEngine>();
function genesisOf(chain: DevnetChainName): ChainEngine {
  let engine = built.get(chain);
  if (engine === undefined) {
    engine = new ChainEngine(engineConfigOf(chain));
    applyGenesis(engine, chain, DEVNET_CHAIN_IDS[chain], "2026-01-01T00:00:00.000");
    built.set(chain, engine);
  }
  return engine;
}

const rows = (engine: ChainEngine, code: string, scope: string, table: string) =>
  engine.getTableRows({ code, scope, table, json: true, limit: 100 }).rows as Record<string, unknown>[];

describe("the bridge's genesis", () => {
  it("pairs each chain's ibc.wl.<other> with ibc.wt.<chain> on the other chain", () => {
    for (const chain of DEVNET_CHAIN_NAMES) {
      for (const other of DEVNET_CHAIN_NAMES.filter((name) => name !== chain)) {
        const engine = genesisOf(chain);
        expect(rows(engine, wrapLockAccount(other), wrapLockAccount(other), WRAP_TABLES.global)).toEqual([
          {
            chain_id: DEVNET_CHAIN_IDS[chain],
            bridge_contract: "ibc.prove",
            native_token_contract: "eosio.token",
            paired_chain_id: DEVNET_CHAIN_IDS[other],
            paired_wraptoken_contract: wrapTokenAccount(chain),
          },
        ]);
        expect(rows(engine, wrapTokenAccount(other), wrapTokenAccount(other), WRAP_TABLES.global)).toEqual([
          {
            chain_id: DEVNET_CHAIN_IDS[chain],
            bridge_contract: "ibc.prove",
            paired_chain_id: DEVNET_CHAIN_IDS[other],
            paired_wraplock_contract: wrapLockAccount(chain),
            paired_token_contract: "eosio.token",
          },
        ]);
      }
    }
  });

  it("backs ux's wrapped supply with equal reserves locked for ux on the native chain", () => {
    for (const native of ["eos", "wax", "telos"] as const) {
      const [reserve] = rows(genesisOf(native), wrapLockAccount("ux"), "eosio.token", WRAP_TABLES.reserves);
      const balance = String(reserve?.balance);
      const [amount = "", symbol = ""] = balance.split(" ");
      const stats = genesisOf("ux").currencyStats(wrapTokenAccount(native), symbol);
      const stat = stats[symbol] as { supply: string; max_supply: string; issuer: string };
      expect(stat.supply).toBe(balance);
      expect(stat.issuer).toBe(wrapTokenAccount(native));
      // The public wraptoken's maximum: the largest asset amount, 2^62 - 1 units.
      expect(stat.max_supply.replace(".", "")).toBe(`${(1n << 62n) - 1n} ${symbol}`);
      expect(BigInt(amount.split(".")[0] as string)).toBe(GENESIS_WRAPPED_ON_UX[native]);
    }
    expect(rows(genesisOf("wax"), wrapLockAccount("ux"), "eosio.token", WRAP_TABLES.reserves)).toEqual([
      { balance: "100000000.00000000 WAX" },
    ]);
  });

  it("keeps the AMM's tokens on ibc.wt.<chain>: test accounts hold wrapped EOS on ux", () => {
    expect(genesisOf("ux").currencyBalances(wrapTokenAccount("eos"), "alice")).toEqual(["1000.0000 EOS"]);
  });

  it("refuses issuegenesis after the genesis block, even with the contract's own key", () => {
    const engine = genesisOf("ux");
    const blocks = new TestBlocks();
    const wrapped = wrapTokenAccount("eos");
    const issue = actionBy(wrapped, wrapped, "issuegenesis", { to: "alice", quantity: "1.0000 EOS" });
    const error = chainErrorOf(() =>
      engine.applyTransaction(
        signTestTransaction(engine, blocks, [issue], [systemAccountKey("ux")]),
        blocks.context(),
      ),
    );
    expect(error.message).toBe("assertion failure with message: only at genesis");
  });
});
