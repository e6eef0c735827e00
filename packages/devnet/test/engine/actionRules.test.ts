import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { chainErrorOf, createTestChain, testKey } from "./support/testChain";
import { relayContract } from "./support/testContracts";

function withRelay() {
  const chain = createTestChain([relayContract]);
  chain.keys.relay = testKey("relay");
  chain.engine.createAccount({
    name: "relay",
    owner: chain.key("relay").toPublic().toString(),
    limits: { ramBytes: 64 * 1024, netWeight: 1_000_000n, cpuWeight: 1_000_000n },
  });
  chain.engine.deployContract("relay", "test.relay");
  return chain;
}

const charge = (id: number, payer: string, actor = "alice") => ({
  account: "relay",
  name: "charge",
  authorization: [{ actor, permission: "active" }],
  data: { id, payer },
});

describe("action rules", () => {
  it("a contract may bill RAM only to itself or to the action's authorizers", () => {
    const chain = withRelay();
    const before = JSON.stringify(chain.engine.snapshot());
    expect(chainErrorOf(() => chain.push([charge(1, "bob")], [chain.key("alice")]))).toEqual({
      name: "unauthorized_ram_usage_increase",
      code: 3050010,
      what: "Action attempts to increase RAM usage of account without authorization",
      message:
        "unprivileged contract cannot increase RAM usage of another account that has not authorized the action: bob",
    });
    expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
    const result = chain.push([charge(2, "alice")], [chain.key("alice")]);
    expect(result.trace.action_traces[0]?.account_ram_deltas).toEqual([
      { account: "alice", delta: 112 + 8 + 1 + 6 },
    ]);
    chain.push([charge(3, "relay")], [chain.key("alice")]);
    expect(
      chain.engine.getTableRows({ code: "relay", scope: "relay", table: "log", json: true, show_payer: true })
        .rows,
    ).toEqual([
      { data: { id: 2, note: "charge" }, payer: "alice" },
      { data: { id: 3, note: "charge" }, payer: "relay" },
    ]);
  });

  it("an action the contract does not have fails as CDT's dispatcher does", () => {
    const chain = withRelay();
    expect(chainErrorOf(() => chain.pushBy("alice", "relay", "nothere", ""))).toEqual({
      name: "eosio_assert_code_exception",
      code: 3050004,
      what: "eosio_assert_code assertion failure",
      message: "assertion failure with error code: 1",
    });
  });

  it("action data that does not match the ABI is refused", () => {
    const chain = withRelay();
    const error = chainErrorOf(() =>
      chain.push(
        [{ ...chain.transfer("alice", "bob", "1.0000 UTX"), data: Buffer.from("0011", "hex") }],
        [chain.key("alice")],
      ),
    );
    expect(error).toMatchObject({ name: "unpack_exception", code: 3015013, what: "Unpack data exception" });
  });

  it("an account without code accepts any action (no-op), as nodeos does", () => {
    const chain = withRelay();
    const result = chain.pushBy("alice", "bob", "anything", "0102");
    expect(result.receipts.map((r) => r.receiver)).toEqual(["bob"]);
    expect(result.trace.action_traces[0]?.act.data).toBe("0102");
  });

  it("setcode and setabi by transaction deploy a contract: sequences bump, get_raw_abi serves it", () => {
    const chain = createTestChain();
    const abiHex = chain.engine.rawAbi("eosio.token")?.abiHex ?? "";
    const code = Buffer.from("eosio.token").toString("hex");
    const deploy = [
      {
        account: "eosio",
        name: "setcode",
        authorization: [{ actor: "carol", permission: "active" }],
        data: { account: "carol", vmtype: 0, vmversion: 0, code },
      },
      {
        account: "eosio",
        name: "setabi",
        authorization: [{ actor: "carol", permission: "active" }],
        data: { account: "carol", abi: abiHex },
      },
      {
        account: "carol",
        name: "create",
        authorization: [{ actor: "carol", permission: "active" }],
        // Encoded ahead: carol has no ABI yet when the transaction is signed.
        data: chain.engine
          .codecOf("eosio.token")
          ?.encode("create", { issuer: "carol", maximum_supply: "100.00 CRL" }),
      },
    ];
    const result = chain.push(deploy, [chain.key("carol")]);
    const create = result.receipts.find((r) => r.receiver === "carol");
    expect([create?.codeSequence, create?.abiSequence]).toEqual([1, 1]);
    expect(chain.engine.rawAbi("carol")).toEqual({
      abiHex,
      codeHash: createHash("sha256").update("eosio.token").digest("hex"),
      abiHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(chain.engine.currencyStats("carol", "CRL")).toEqual({
      CRL: { supply: "0.00 CRL", max_supply: "100.00 CRL", issuer: "carol" },
    });
    chain.blocks.advance();
    expect(
      chainErrorOf(() => chain.push([deploy[0] as (typeof deploy)[number]], [chain.key("carol")])),
    ).toMatchObject({
      name: "set_exact_code",
      code: 3160008,
      message: "contract is already running this version of code",
    });
  });
});
