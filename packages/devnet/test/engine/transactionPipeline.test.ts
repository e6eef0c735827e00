import { Bytes, KeyType, Signature } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { chainErrorOf, createTestChain, type TestChain, testKey } from "./support/testChain";

/** The signature with one byte of s changed, re-encoded so it stays well-formed (it recovers another key). */
function tamper(signature: string): string {
  const bytes = Uint8Array.from(Signature.from(signature).data.array);
  bytes[40] = (bytes[40] as number) ^ 0x01;
  return new Signature(KeyType.K1, Bytes.from(bytes)).toString();
}

describe("applyTransaction: a signed transfer", () => {
  it("moves the exact amount and reports trace, receipts and billed resources", () => {
    const chain = createTestChain();
    const result = chain.push([chain.transfer("alice", "bob", "12.3456 UTX", "hello")], [chain.key("alice")]);
    expect(chain.balance("alice")).toBe("987.6544 UTX");
    expect(chain.balance("bob")).toBe("1012.3456 UTX");
    expect(result.trace.receipt.status).toBe("executed");
    expect(result.trace.action_traces.map((t) => t.receiver)).toEqual(["eosio.token", "alice", "bob"]);
    expect(result.trace.action_traces[0]?.act.data).toEqual({
      from: "alice",
      to: "bob",
      quantity: "12.3456 UTX",
      memo: "hello",
    });
    expect(result.receipts.map((r) => r.receiver)).toEqual(["eosio.token", "alice", "bob"]);
    expect(result.netUsageWords).toBeGreaterThan(10);
    // 100 us base + 10 us per action (3) + 1 us per net word.
    expect(result.cpuUsageUs).toBe(100 + 30 + result.netUsageWords);
    expect(result.trace.net_usage).toBe(result.netUsageWords * 8);
    expect(result.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts zlib-compressed transactions (compression 1) with the same id", () => {
    const chain = createTestChain();
    const plain = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")]);
    const compressed = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")], {
      compression: 1,
    });
    expect(compressed.packedTrx).not.toBe(plain.packedTrx);
    const result = chain.engine.applyTransaction(compressed, chain.blocks.context());
    expect(chain.balance("bob")).toBe("1001.0000 UTX");
    expect(() => chain.engine.applyTransaction(plain, chain.blocks.context())).toThrow(
      `duplicate transaction ${result.id}`,
    );
  });
});

describe("applyTransaction: refusals with nodeos' names, codes and texts, and no state change", () => {
  /** alice's transfer of 1 UTX to bob, declaring another authorization than alice@active. */
  const transferDeclaring = (chain: TestChain, actor: string, permission: string) => ({
    ...chain.transfer("alice", "bob", "1.0000 UTX"),
    authorization: [{ actor, permission }],
  });

  function refused(
    build: (chain: ReturnType<typeof createTestChain>) => () => unknown,
    expected: { name: string; code: number; what: string; message: string | RegExp },
  ) {
    const chain = createTestChain();
    const run = build(chain);
    const before = JSON.stringify(chain.engine.snapshot());
    const error = chainErrorOf(run);
    expect(error.name).toBe(expected.name);
    expect(error.code).toBe(expected.code);
    expect(error.what).toBe(expected.what);
    if (typeof expected.message === "string") expect(error.message).toBe(expected.message);
    else expect(error.message).toMatch(expected.message);
    expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
  }

  const unsatisfied = {
    name: "unsatisfied_authorization",
    code: 3090003,
    what: "Provided keys, permissions, and delays do not satisfy declared authorizations",
    message: `transaction declares authority '{"actor":"alice","permission":"active"}', but does not have signatures for it.`,
  };

  it("a tampered signature (one bit of s flipped)", () => {
    refused((chain) => {
      const trx = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")]);
      const signatures = trx.signatures.map(tamper);
      expect(signatures[0]).not.toBe(trx.signatures[0]);
      return () => chain.engine.applyTransaction({ ...trx, signatures }, chain.blocks.context());
    }, unsatisfied);
  });

  it("a signature over other bytes", () => {
    refused((chain) => {
      const trx = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")]);
      const other = chain.sign([chain.transfer("alice", "bob", "2.0000 UTX")], [chain.key("alice")]);
      // A valid signature over other bytes: recovers to some unrelated key.
      return () =>
        chain.engine.applyTransaction({ ...trx, signatures: other.signatures }, chain.blocks.context());
    }, unsatisfied);
  });

  it("a wrong key", () => {
    refused(
      (chain) => () => chain.push([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("bob")]),
      unsatisfied,
    );
  });

  it("no signature for the declared authority", () => {
    refused((chain) => () => chain.push([chain.transfer("alice", "bob", "1.0000 UTX")], []), unsatisfied);
  });

  it("a signature nobody needed", () => {
    refused(
      (chain) => () =>
        chain.push([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice"), chain.key("carol")]),
      {
        name: "tx_irrelevant_sig",
        code: 3090002,
        what: "Irrelevant signature included",
        message: `transaction bears irrelevant signatures from these keys: ["${chain_key("carol")}"]`,
      },
    );
  });

  it("missing authority inside the contract (require_auth)", () => {
    refused((chain) => () => chain.push([transferDeclaring(chain, "bob", "active")], [chain.key("bob")]), {
      name: "missing_auth_exception",
      code: 3090004,
      what: "Missing required authority",
      message: "missing authority of alice",
    });
  });

  it("an expired transaction", () => {
    refused(
      (chain) => {
        const trx = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")], {
          expirationSec: Math.floor(chain.blocks.timeMs / 1000) - 1,
        });
        return () => chain.engine.applyTransaction(trx, chain.blocks.context());
      },
      {
        name: "expired_tx_exception",
        code: 3040005,
        what: "Expired Transaction",
        message:
          /^expired transaction [0-9a-f]{64}, expiration 2026-01-01T00:00:04\.000, block time 2026-01-01T00:00:05\.000$/,
      },
    );
  });

  it("an expiration more than 3600 s ahead", () => {
    refused(
      (chain) => () =>
        chain.push([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")], {
          expirationSec: Math.floor(chain.blocks.timeMs / 1000) + 3601,
        }),
      {
        name: "tx_exp_too_far_exception",
        code: 3040006,
        what: "Transaction Expiration Too Far",
        message:
          "Transaction expiration is too far in the future relative to the reference time of 2026-01-01T00:00:05.000, expiration is 2026-01-01T01:00:06 and the maximum transaction lifetime is 3600 seconds",
      },
    );
  });

  it("a TaPoS reference to another fork", () => {
    refused(
      (chain) => () =>
        chain.push([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")], {
          refBlockPrefix: 12345,
        }),
      {
        name: "invalid_ref_block_exception",
        code: 3040007,
        what: "Invalid Reference Block",
        message: "Transaction's reference block did not match. Is this transaction from a different fork?",
      },
    );
  });

  it("a duplicate", () => {
    let id = "";
    refused(
      (chain) => {
        const trx = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX")], [chain.key("alice")]);
        id = chain.engine.applyTransaction(trx, chain.blocks.context()).id;
        return () => chain.engine.applyTransaction(trx, chain.blocks.context());
      },
      {
        name: "tx_duplicate",
        code: 3040008,
        what: "Duplicate transaction",
        message: /^duplicate transaction [0-9a-f]{64}$/,
      },
    );
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("an overdrawn balance", () => {
    refused(
      (chain) => () => chain.push([chain.transfer("alice", "bob", "1000.0001 UTX")], [chain.key("alice")]),
      {
        name: "eosio_assert_message_exception",
        code: 3050003,
        what: "eosio_assert_message assertion failure",
        message: "assertion failure with message: overdrawn balance",
      },
    );
  });

  it("an action on an account that does not exist", () => {
    refused((chain) => () => chain.pushBy("alice", "nobody", "transfer", "00"), {
      name: "transaction_exception",
      code: 3040000,
      what: "Transaction exception",
      message: "action's code account 'nobody' does not exist",
    });
  });

  it("an authority that does not exist", () => {
    refused((chain) => () => chain.push([transferDeclaring(chain, "alice", "trade")], [chain.key("alice")]), {
      name: "transaction_exception",
      code: 3040000,
      what: "Transaction exception",
      message: `action's authorizations include a non-existent permission: {"actor":"alice","permission":"trade"}`,
    });
  });

  // The same undecodable bytes, sent plain and marked zlib-compressed: each is refused at its own step.
  it.each([
    {
      payload: "a packed transaction that does not decode",
      compression: 0 as const,
      name: "packed_transaction_type_exception",
      code: 3010010,
      what: "Invalid packed transaction",
    },
    {
      payload: "a compressed payload that is not zlib",
      compression: 1 as const,
      name: "tx_decompression_error",
      code: 3040001,
      what: "Error decompressing transaction",
    },
  ])("$payload", ({ compression, name, code, what }) => {
    refused(
      (chain) => () =>
        chain.engine.applyTransaction(
          { signatures: [], compression, packedContextFreeData: "", packedTrx: "0102" },
          chain.blocks.context(),
        ),
      { name, code, what, message: new RegExp(`^${what}`) },
    );
  });
});

function chain_key(label: string): string {
  return testKey(label).toPublic().toLegacyString();
}
