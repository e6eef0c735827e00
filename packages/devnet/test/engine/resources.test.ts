import { describe, expect, it } from "vitest";
import { chainErrorOf, createTestChain, testKey } from "./support/testChain";

const HEAD = { blockNum: 11, time: "2026-01-01T00:00:05.000" };

function chainWith(name: string, limits: { ramBytes: number; netWeight: bigint; cpuWeight: bigint }) {
  const chain = createTestChain();
  chain.keys[name] = testKey(name);
  chain.engine.createAccount({ name, owner: chain.keys[name].toPublic().toString(), limits });
  chain.engine.pushActions([chain.transfer("alice", name, "50.0000 UTX")], chain.blocks.context());
  return chain;
}

function unchanged(chain: ReturnType<typeof createTestChain>, run: () => unknown) {
  const before = JSON.stringify(chain.engine.snapshot());
  const error = chainErrorOf(run);
  expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
  return error;
}

describe("resources", () => {
  it("RAM: a row the account cannot pay for is refused with nodeos' text", () => {
    const chain = chainWith("tiny", { ramBytes: 0, netWeight: 1_000_000n, cpuWeight: 1_000_000n });
    const usage = chain.engine.accountInfo("tiny", HEAD).ram_usage as number;
    chain.engine.setResourceLimits("tiny", {
      ramBytes: usage + 100,
      netWeight: 1_000_000n,
      cpuWeight: 1_000_000n,
    });
    const open = {
      account: "eosio.token",
      name: "open",
      authorization: [{ actor: "tiny", permission: "active" }],
      data: { owner: "tiny", symbol: "4,UTXRAM", ram_payer: "tiny" },
    };
    expect(unchanged(chain, () => chain.push([open], [chain.key("tiny")]))).toEqual({
      name: "ram_usage_exceeded",
      code: 3080001,
      what: "Account using more than allotted RAM usage",
      message: `account tiny has insufficient ram; needs ${usage + 128} bytes has ${usage + 100} bytes`,
    });
    chain.engine.setResourceLimits("tiny", {
      ramBytes: usage + 128,
      netWeight: 1_000_000n,
      cpuWeight: 1_000_000n,
    });
    chain.push([open], [chain.key("tiny")]);
    expect(chain.engine.accountInfo("tiny", HEAD).ram_usage).toBe(usage + 128);
  });

  it("CPU: nothing staked is refused; a small stake passes one transfer but not a large transaction", () => {
    const chain = chainWith("poor", { ramBytes: 64 * 1024, netWeight: 1_000_000n, cpuWeight: 0n });
    const one = () => chain.push([chain.transfer("poor", "bob", "0.0001 UTX")], [chain.key("poor")]);
    const error = unchanged(chain, one);
    expect(error).toMatchObject({
      name: "tx_cpu_usage_exceeded",
      code: 3080004,
      what: "Transaction exceeded the current CPU usage limit imposed on the transaction",
    });
    expect(error.message).toMatch(
      /^billed CPU time \(\d+ us\) is greater than the maximum billable CPU time for the transaction \(0 us\)$/,
    );
    // 0.0300 UTX staked = 300 us per 24 h.
    chain.engine.setResourceLimits("poor", { ramBytes: 64 * 1024, netWeight: 1_000_000n, cpuWeight: 300n });
    const result = one();
    expect(result.cpuUsageUs).toBeLessThan(300);
    const big = Array.from({ length: 20 }, (_, i) => chain.transfer("poor", "bob", "0.0001 UTX", `m${i}`));
    const bigError = unchanged(chain, () => chain.push(big, [chain.key("poor")]));
    expect(bigError.name).toBe("tx_cpu_usage_exceeded");
    // 100 us + 10 us x 60 actions (20 transfers, each notifying sender and receiver) + 1 us per net word.
    const [, billed, limit] =
      /^billed CPU time \((\d+) us\) is greater than the maximum billable CPU time for the transaction \((\d+) us\)$/.exec(
        bigError.message,
      ) ?? [];
    expect(Number(billed)).toBeGreaterThan(700);
    expect(Number(limit)).toBe(300 - result.cpuUsageUs);
  });

  it("NET: a stake too small for the transaction's size is refused before anything runs", () => {
    const chain = chainWith("thin", { ramBytes: 64 * 1024, netWeight: 1n, cpuWeight: 1_000_000n });
    const error = unchanged(chain, () =>
      chain.push([chain.transfer("thin", "bob", "0.0001 UTX")], [chain.key("thin")]),
    );
    expect(error).toMatchObject({
      name: "tx_net_usage_exceeded",
      code: 3080002,
      what: "Transaction exceeded the current network usage limit imposed on the transaction",
    });
    // 0.0001 UTX staked = 10 bytes per 24 h.
    expect(error.message).toMatch(/^transaction net usage is too high: \d+ > 10$/);
  });

  it("usage is billed to the first authorizer and decays linearly over 24 h", () => {
    const chain = createTestChain();
    const result = chain.push([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")]);
    const cpu = (account: string) =>
      chain.engine.accountInfo(account, {
        blockNum: chain.blocks.blockNum,
        time: chain.blocks.context().blockTime,
      }).cpu_limit as { used: number; max: number };
    expect(cpu("alice").used).toBe(result.cpuUsageUs);
    expect(cpu("bob").used).toBe(0);
    expect(cpu("alice").max).toBe(1_000_000);
    chain.blocks.advance(12 * 3600 * 2);
    expect(cpu("alice").used).toBe(Math.floor(result.cpuUsageUs / 2));
    chain.blocks.advance(12 * 3600 * 2);
    expect(cpu("alice").used).toBe(0);
  });

  it("the payer's noop: the first authorizer of the first action pays for a user without resources", () => {
    const chain = chainWith("user", { ramBytes: 64 * 1024, netWeight: 0n, cpuWeight: 0n });
    chain.keys.payer = testKey("payer");
    chain.engine.createAccount({
      name: "payer",
      owner: chain.keys.payer.toPublic().toString(),
      limits: { ramBytes: 64 * 1024, netWeight: 1_000_000n, cpuWeight: 1_000_000n },
    });
    chain.engine.deployContract("payer", "noop");
    const noop = {
      account: "payer",
      name: "noop",
      authorization: [{ actor: "payer", permission: "active" }],
      data: {},
    };
    expect(
      unchanged(chain, () => chain.push([chain.transfer("user", "bob", "1.0000 UTX")], [chain.key("user")]))
        .name,
    ).toBe("tx_net_usage_exceeded");
    const result = chain.push(
      [noop, chain.transfer("user", "bob", "1.0000 UTX")],
      [chain.keys.payer, chain.key("user")],
    );
    const head = { blockNum: chain.blocks.blockNum, time: chain.blocks.context().blockTime };
    expect((chain.engine.accountInfo("payer", head).cpu_limit as { used: number }).used).toBe(
      result.cpuUsageUs,
    );
    expect((chain.engine.accountInfo("payer", head).net_limit as { used: number }).used).toBe(
      result.netUsageWords * 8,
    );
    expect((chain.engine.accountInfo("user", head).cpu_limit as { used: number }).used).toBe(0);
    expect(chain.balance("user")).toBe("49.0000 UTX");
  });
});
