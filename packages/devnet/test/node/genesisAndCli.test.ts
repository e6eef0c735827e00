import { PrivateKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { ChainEngine } from "../../src/engine/chainEngine";
import { applyGenesis, engineConfigOf, TEST_ACCOUNT_FUNDING } from "../../src/genesis/chainGenesis";
import { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES } from "../../src/genesis/chainIds";
import { CHAIN_SPECS, wholeTokens } from "../../src/genesis/chainSpecs";
import { GENESIS_PRODUCERS, producerKey, producerSchedule } from "../../src/genesis/producers";
import { genesisTestAccounts } from "../../src/genesis/testAccounts";
import { parseCliOptions } from "../../src/node/cliOptions";

const balanceOf = (engine: ChainEngine, account: string, code: string) => {
  const table = engine.state.tables.find("eosio.token", account, "accounts");
  for (const key of table?.keys ?? []) {
    const balance = (table?.rows.get(key)?.value as { balance: string } | undefined)?.balance;
    if (balance?.endsWith(` ${code}`)) return balance;
  }
  return undefined;
};

describe("genesis", () => {
  it("lists every test account on every chain with a working key", () => {
    const accounts = genesisTestAccounts();
    expect(accounts).toHaveLength(16);
    expect(accounts.map((a) => `${a.chain}:${a.account}`).slice(0, 5)).toEqual([
      "ux:alice",
      "ux:bob",
      "ux:carol",
      "ux:dave",
      "eos:alice",
    ]);
    for (const account of accounts) {
      expect(account.permission).toBe("active");
      expect(PrivateKey.from(account.privateKey).toPublic().toLegacyString()).toBe(account.publicKey);
    }
    // Deterministic: the same keys on every start, and one key per person across chains.
    expect(genesisTestAccounts()).toEqual(accounts);
    expect(new Set(accounts.map((a) => a.privateKey)).size).toBe(4);
  });

  it("gives each chain its id, core token and four producers with distinct K1 keys", () => {
    expect(DEVNET_CHAIN_NAMES.map((name) => CHAIN_SPECS[name].chainId)).toEqual(
      Object.values(DEVNET_CHAIN_IDS),
    );
    expect(DEVNET_CHAIN_NAMES.map((name) => wholeTokens(CHAIN_SPECS[name].coreToken, 1n))).toEqual([
      "1.0000 UTX",
      "1.0000 EOS",
      "1.00000000 WAX",
      "1.0000 TLOS",
    ]);
    expect(CHAIN_SPECS.ux.tokens.map((token) => token.symbol)).toEqual(["UTX", "UTXRAM", "UFX"]);
    const keys = DEVNET_CHAIN_NAMES.flatMap((chain) =>
      GENESIS_PRODUCERS.map((p) => producerKey(chain, p).toString()),
    );
    expect(new Set(keys).size).toBe(16);
    const schedule = producerSchedule("wax", 0, GENESIS_PRODUCERS);
    expect(schedule.producers[2]).toEqual({
      producerName: "producer3",
      authority: {
        threshold: 1,
        keys: [{ key: producerKey("wax", "producer3").toPublic().toLegacyString(), weight: 1 }],
      },
    });
  });

  it("funds the test accounts with tokens, RAM and staked CPU/NET, deterministically", () => {
    const build = (chain: "ux" | "wax") => {
      const engine = new ChainEngine(engineConfigOf(chain));
      applyGenesis(engine, chain, CHAIN_SPECS[chain].chainId, "2026-11-22T00:00:00.000");
      return engine;
    };
    const ux = build("ux");
    expect(balanceOf(ux, "alice", "UTX")).toBe("10000.0000 UTX");
    expect(balanceOf(ux, "bob", "UTXRAM")).toBe("1000.0000 UTXRAM");
    expect(balanceOf(ux, "carol", "UFX")).toBe("1000.0000 UFX");
    expect(ux.state.limits.get("dave")).toEqual({
      ramBytes: TEST_ACCOUNT_FUNDING.ramBytes,
      netWeight: 10_000_000n,
      cpuWeight: 10_000_000n,
    });
    expect(ux.account("etheraccount")?.codeId).toBe("etheraccount");
    expect(ux.account("kyc.ux")?.codeId).toBe("kyc");
    expect(ux.account("eosio")?.privileged).toBe(true);
    const wax = build("wax");
    expect(balanceOf(wax, "alice", "WAX")).toBe("10000.00000000 WAX");
    expect(wax.state.limits.get("alice")?.cpuWeight).toBe(100_000_000_000n);
    expect(wax.account("etheraccount")).toBeUndefined();
    expect(JSON.stringify(build("ux").snapshot())).toBe(JSON.stringify(ux.snapshot()));
  });
});

describe("the CLI options", () => {
  it("default to ports 8888-8891 and every chain", () => {
    expect(parseCliOptions([], {})).toEqual({
      reset: false,
      host: "127.0.0.1",
      ports: { ux: 8888, eos: 8889, wax: 8890, telos: 8891 },
      chains: ["ux", "eos", "wax", "telos"],
      recoveryWorkers: 1,
      historyDays: 0,
    });
  });

  it("take the history's days from --history-days or DEVNET_HISTORY_DAYS, 0 to 365", () => {
    expect(parseCliOptions(["--history-days", "30"], {}).historyDays).toBe(30);
    expect(parseCliOptions([], { DEVNET_HISTORY_DAYS: "7" }).historyDays).toBe(7);
    expect(parseCliOptions(["--history-days", "0"], { DEVNET_HISTORY_DAYS: "7" }).historyDays).toBe(0);
    for (const text of ["-1", "366", "1.5", "x"])
      expect(() => parseCliOptions(["--history-days", text], {})).toThrow(
        "--history-days must be an integer from 0 to 365",
      );
  });

  it("take ports, data folder, reset and chains from arguments and the environment", () => {
    const options = parseCliOptions(
      ["--reset", "--data", "/tmp/d", "--port-base", "9000", "--wax-port", "7000", "--chains", "ux,wax"],
      {
        DEVNET_EOS_PORT: "7100",
      },
    );
    expect(options).toMatchObject({
      reset: true,
      dataDir: "/tmp/d",
      ports: { ux: 9000, eos: 7100, wax: 7000, telos: 9003 },
      chains: ["ux", "wax"],
    });
    expect(parseCliOptions([], { DEVNET_PORT_BASE: "0", DEVNET_DATA: "/x" })).toMatchObject({
      dataDir: "/x",
      ports: { ux: 0, eos: 0, wax: 0, telos: 0 },
    });
  });

  it("refuse what they do not understand", () => {
    expect(() => parseCliOptions(["--port-base", "x"], {})).toThrow(
      "--port-base must be a port number, got 'x'",
    );
    expect(() => parseCliOptions(["--chains", "ux,btc"], {})).toThrow("unknown chain(s): btc");
    expect(() => parseCliOptions(["--data"], {})).toThrow("--data needs a value");
    expect(() => parseCliOptions(["--fast"], {})).toThrow("unknown option '--fast'");
    for (const text of ["", " 8888", "0x22b8", "1e3", "65536"])
      expect(() => parseCliOptions(["--ux-port", text], {})).toThrow(
        `--ux-port must be a port number, got '${text}'`,
      );
    for (const text of ["-1", "17", "1e1", "0x2", " 2"])
      expect(() => parseCliOptions(["--recovery-workers", text], {})).toThrow(
        "--recovery-workers must be an integer from 0 to 16",
      );
    expect(() => parseCliOptions([], { DEVNET_RECOVERY_WORKERS: "two" })).toThrow(
      "--recovery-workers must be an integer from 0 to 16",
    );
    expect(parseCliOptions(["--recovery-workers", "16", "--ux-port", "65535"], {})).toMatchObject({
      recoveryWorkers: 16,
      ports: { ux: 65535 },
    });
  });
});
