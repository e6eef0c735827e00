import type { ActionTrace } from "@ux/core/chainClient";
import { createChainClient, NodeosError, NodeUnreachableError } from "@ux/core/chainClient";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contractReturnValues,
  uint64FromHex,
  uint64ReturnValue,
} from "../../src/shared/chain/actionReturnValues";
import { createPackedTransactionPusher } from "../../src/shared/chain/pushPackedTransaction";
import { nodeosError } from "../chain/fakeNode";
import { PACKED, TX_ID, tracingNode } from "./fakeAmm";

const trace = (overrides: Partial<ActionTrace>): ActionTrace => ({
  receiver: "amm.ux",
  account: "amm.ux",
  name: "placeorder",
  data: undefined,
  returnValueHex: undefined,
  returnValueData: undefined,
  ...overrides,
});

describe("uint64 action return values", () => {
  it("reads packed little-endian uint64s", () => {
    expect(uint64FromHex("2a00000000000000")).toBe("42");
    expect(uint64FromHex("0001000000000000")).toBe("256");
    expect(uint64FromHex("ffffffffffffffff")).toBe("18446744073709551615");
    expect(() => uint64FromHex("2a")).toThrow(RangeError);
  });

  it("round-trips every uint64", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (value) => {
        const bytes = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));
        const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
        expect(uint64FromHex(hex)).toBe(value.toString());
      }),
      { numRuns: 200 },
    );
  });

  it("falls back to nodeos' decoded value, and gives null when there is none", () => {
    expect(uint64ReturnValue(trace({ returnValueHex: "", returnValueData: 7 }))).toBe("7");
    expect(uint64ReturnValue(trace({ returnValueData: "18446744073709551615" }))).toBe(
      "18446744073709551615",
    );
    expect(uint64ReturnValue(trace({ returnValueData: "18446744073709551616" }))).toBeNull();
    expect(uint64ReturnValue(trace({ returnValueHex: "" }))).toBeNull();
    expect(uint64ReturnValue(trace({ returnValueData: -1 }))).toBeNull();
  });

  it("takes the contract's own order actions in execution order, skipping notifications and others", () => {
    const traces = [
      trace({ receiver: "ux.payer", account: "ux.payer", name: "noop" }),
      trace({
        account: "eosio.token",
        name: "transfer",
        receiver: "amm.ux",
        returnValueHex: "0100000000000000",
      }),
      trace({ returnValueHex: "2b00000000000000" }),
      trace({ receiver: "alice1111111", returnValueHex: "0900000000000000" }),
      trace({ name: "ufxhop", returnValueHex: "2c00000000000000" }),
      trace({ name: "placeorder" }),
    ];
    expect(contractReturnValues(traces, "amm.ux", ["placeorder", "ufxhop"])).toEqual(["43", "44", null]);
  });
});

describe("pushing a co-signed transaction", () => {
  const signed = { id: TX_ID, packedTrx: PACKED, signatures: ["SIG_K1_a", "SIG_K1_b"] };

  it("returns where it went and the AMM traces", async () => {
    const { fetch } = tracingNode([{ name: "placeorder", hex: "2a00000000000000" }]);
    const pushed = await createPackedTransactionPusher(
      createChainClient("http://127.0.0.1:8888/", { fetch }),
    )(signed);
    expect(pushed.transactionId).toBe(TX_ID);
    expect(pushed.blockNum).toBe(1001);
    expect(contractReturnValues(pushed.actionTraces, "amm.ux", ["placeorder"])).toEqual(["42"]);
    expect(pushed.actionTraces[0]).toMatchObject({ receiver: "ux.payer", name: "noop" });
  });

  it("uses send_transaction2 with retry_trx and the confirmation depth when asked", async () => {
    const { node, fetch } = tracingNode([]);
    await createPackedTransactionPusher(createChainClient("http://127.0.0.1:8888", { fetch }))(signed, {
      pushGuarantee: true,
      retryTrxNumBlocks: 1,
    });
    expect(node.requests.at(-1)).toEqual({
      path: "/v1/chain/send_transaction2",
      method: "POST",
      body: {
        return_failure_trace: false,
        retry_trx: true,
        retry_trx_num_blocks: 1,
        transaction: {
          signatures: ["SIG_K1_a", "SIG_K1_b"],
          compression: 0,
          packed_context_free_data: "",
          packed_trx: PACKED,
        },
      },
    });
  });

  it("rejects with NodeosError (the node's detail) or NodeUnreachableError like the node client", async () => {
    const { node, fetch } = tracingNode([]);
    node.sendAnswers.push(
      nodeosError("tx_cpu_usage_exceeded", 3080004, "billed CPU time (900 us) is greater"),
    );
    const push = createPackedTransactionPusher(createChainClient("http://127.0.0.1:8888", { fetch }));
    const refused = push(signed);
    await expect(refused).rejects.toBeInstanceOf(NodeosError);
    await expect(refused).rejects.toThrow("billed CPU time (900 us) is greater");
    node.sendAnswers.push("offline");
    await expect(push(signed)).rejects.toBeInstanceOf(NodeUnreachableError);
  });
});
