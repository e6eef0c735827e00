import { describe, expect, it } from "vitest";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { GENESIS_POOLS, lpTokenOf } from "../../../src/genesis/amm/genesisPools";
import { chainErrorOf } from "../../engine/support/testChain";
import { AMM, AmmChain, ammActions, asserted, stateOf } from "./support/ammChain";

const { EOS, UTX, WAX } = AMM_TOKENS;
const LPA = lpTokenOf(GENESIS_POOLS[0] as (typeof GENESIS_POOLS)[number]);

describe("AMM balances: deposit, open, withdrawall", () => {
  it("credits a transfer with memo 'Transfer to AMM' to the sender's AMM balance", () => {
    const chain = new AmmChain();
    chain.push([ammActions.deposit("alice", EOS, 12_3456n), ammActions.deposit("alice", WAX, 5_00000001n)]);
    chain.push([ammActions.deposit("alice", EOS, 1n)]);
    expect(chain.ammBalances("alice")).toEqual([
      { id: "0", balance: "12.3457 EOS", contract: "ibc.wt.eos" },
      { id: "1", balance: "5.00000001 WAX", contract: "ibc.wt.wax" },
    ]);
    expect(chain.wallet("alice", EOS)).toBe(1000_0000n - 12_3457n);
    // The notified AMM pays the row: it may not bill the depositor's RAM.
    expect(chain.engine.state.tables.find(AMM, "alice", "accounts")?.rows.get(0n)?.payer).toBe(AMM);
  });

  it("refuses any other memo and tokens the pools do not trade, changing nothing", () => {
    const chain = new AmmChain();
    chain.engine.createAccount({ name: "fake.token", owner: chain.key("alice").toPublic().toLegacyString() });
    chain.engine.deployContract("fake.token", "eosio.token");
    const fakeEos = { contract: "fake.token", symbol: "EOS", decimals: 4 };
    const fake = (name: string, actor: string, data: unknown) => ({
      account: "fake.token",
      name,
      authorization: [{ actor, permission: "active" }],
      data,
    });
    chain.engine.pushActions(
      [
        fake("create", "fake.token", { issuer: "alice", maximum_supply: "1000.0000 EOS" }),
        fake("issue", "alice", { to: "alice", quantity: "1000.0000 EOS", memo: "" }),
      ],
      chain.blocks.context(),
    );
    const before = stateOf(chain);
    const memoRule = asserted("the AMM only accepts deposits: the memo must be 'Transfer to AMM'");
    expect(
      chainErrorOf(() => chain.push([ammActions.deposit("alice", EOS, 1_0000n, "deposit")])).message,
    ).toBe(memoRule);
    expect(chainErrorOf(() => chain.push([ammActions.deposit("alice", EOS, 1_0000n, "")])).message).toBe(
      memoRule,
    );
    // A look-alike symbol on another contract is another token.
    expect(chainErrorOf(() => chain.push([ammActions.deposit("alice", fakeEos, 1_0000n)])).message).toBe(
      asserted("EOS@fake.token is not traded by the AMM"),
    );
    expect(stateOf(chain)).toEqual(before);
    expect(chain.ammBalances("alice")).toEqual([]);
  });

  it("opens a zero row paid by the owner, once, for an existing token only", () => {
    const chain = new AmmChain();
    const ramBefore = chain.engine.state.usage.get("alice")?.ramUsage ?? 0;
    chain.push([ammActions.open("alice", EOS)]);
    chain.push([ammActions.open("alice", EOS)]);
    expect(chain.ammBalances("alice")).toEqual([{ id: "0", balance: "0.0000 EOS", contract: "ibc.wt.eos" }]);
    expect(chain.engine.state.tables.find(AMM, "alice", "accounts")?.rows.get(0n)?.payer).toBe("alice");
    expect(chain.engine.state.usage.get("alice")?.ramUsage ?? 0).toBeGreaterThan(ramBefore);
    chain.push([ammActions.deposit("alice", EOS, 2_0000n)]);
    expect(chain.ammBalances("alice")).toEqual([{ id: "0", balance: "2.0000 EOS", contract: "ibc.wt.eos" }]);
    expect(
      chainErrorOf(() => chain.push([ammActions.open("alice", { ...EOS, symbol: "NOPE" })])).message,
    ).toBe(asserted("token NOPE@ibc.wt.eos does not exist"));
    expect(chainErrorOf(() => chain.push([ammActions.open("alice", { ...EOS, decimals: 5 })])).message).toBe(
      asserted("symbol precision mismatch for EOS@ibc.wt.eos"),
    );
    expect(chainErrorOf(() => chain.push([ammActions.open("nobody", EOS, "alice")])).message).toBe(
      asserted("owner account does not exist"),
    );
  });

  it("withdrawall sends every non-zero AMM balance back by inline transfers and removes every row", () => {
    const chain = new AmmChain();
    chain.push([
      ammActions.open("alice", UTX),
      ammActions.deposit("alice", EOS, 7_0000n),
      ammActions.deposit("alice", WAX, 3_12345678n),
      ammActions.deposit("alice", LPA, 10_0000n),
    ]);
    const applied = chain.push([ammActions.withdrawall("alice")]);
    expect(chain.ammBalances("alice")).toEqual([]);
    expect(chain.wallet("alice", EOS)).toBe(1000_0000n);
    expect(chain.wallet("alice", WAX)).toBe(20_000_00000000n);
    expect(chain.wallet("alice", LPA)).toBe(1000_0000n);
    const transfers = applied.trace.action_traces
      .filter((t) => t.act.name === "transfer" && t.receiver === t.act.account)
      .map((t) => t.act.data);
    expect(transfers).toEqual([
      { from: AMM, to: "alice", quantity: "7.0000 EOS", memo: "AMM withdrawal" },
      { from: AMM, to: "alice", quantity: "3.12345678 WAX", memo: "AMM withdrawal" },
      { from: AMM, to: "alice", quantity: "10.0000 LPA", memo: "AMM withdrawal" },
    ]);
    expect(chainErrorOf(() => chain.push([ammActions.withdrawall("alice")])).message).toBe(
      asserted("no AMM balance to withdraw"),
    );
  });

  it("withdrawall needs the owner's authority", () => {
    const chain = new AmmChain();
    chain.push([ammActions.deposit("alice", EOS, 1_0000n)]);
    const foreign = {
      ...ammActions.withdrawall("alice"),
      authorization: [{ actor: "bob", permission: "active" }],
    };
    expect(chainErrorOf(() => chain.push([foreign])).message).toBe("missing authority of alice");
  });
});
