import { Action, PrivateKey, Serializer, Transaction } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { hexToBytes } from "../../src/antelope/hex";
import { sha256Hex } from "../../src/antelope/sha256";
import { buildTransaction, signedWith } from "../../src/chainClient/builtTransaction";
import { packedTransactionBody, transactionBody } from "../../src/chainClient/signedTransaction";

const header = { expiration: "2026-03-01T12:06:00", ref_block_num: 0xf4a3, ref_block_prefix: 0x12345678 };
const noop = Action.from({
  account: "ux.payer",
  name: "noop",
  authorization: [{ actor: "ux.payer", permission: "active" }],
  data: "",
});

describe("built transactions", () => {
  it("are the header with no resource limits, no delay and no context-free actions", () => {
    expect(transactionBody(header, ["a"])).toEqual({
      expiration: "2026-03-01T12:06:00",
      ref_block_num: 0xf4a3,
      ref_block_prefix: 0x12345678,
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      delay_sec: 0,
      context_free_actions: [],
      actions: ["a"],
      transaction_extensions: [],
    });
  });

  it("pack to bytes that decode to the same transaction, named by their sha256", () => {
    const built = buildTransaction(header, [noop]);
    const decoded = Serializer.decode({ data: built.packedTrx, type: Transaction });
    expect(String(decoded.expiration)).toBe("2026-03-01T12:06:00");
    expect(Number(decoded.ref_block_num)).toBe(0xf4a3);
    expect(Number(decoded.ref_block_prefix)).toBe(0x12345678);
    expect(decoded.actions.map((a) => `${a.account}::${a.name}`)).toEqual(["ux.payer::noop"]);
    expect(built.id).toBe(sha256Hex(hexToBytes(built.packedTrx)));
  });

  it("go out with their signatures as send_transaction's body", () => {
    const built = buildTransaction(header, [noop]);
    const key = PrivateKey.generate("K1");
    const signature = key.signDigest(built.transaction.signingDigest("c".repeat(64))).toString();
    const signed = signedWith(built, [signature]);
    expect(signed).toEqual({ id: built.id, packedTrx: built.packedTrx, signatures: [signature] });
    expect(packedTransactionBody(signed)).toEqual({
      signatures: [signature],
      compression: 0,
      packed_context_free_data: "",
      packed_trx: built.packedTrx,
    });
  });
});
