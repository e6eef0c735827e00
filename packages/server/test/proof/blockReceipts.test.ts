import { transferDataSchema } from "@ux/core/amm/contract";
import {
  actionDigestWithReturnValue,
  actionMrootOf,
  actionReceiptDigest,
  type ReceiptedAction,
} from "@ux/core/antelope";
import { abiStruct, contractAbi } from "@ux/core/contracts";
import type { ABI } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { BlockReceipts } from "../../src/proof/blockReceipts";
import type { HistoryAction, ProofNode } from "../../src/proof/proofNode";

// BlockReceipts alone: Hyperion's JSON actions packed again with the contract's ABI, receipts in
// execution order, checked against the header's action_mroot, history that lags asked again.

/** The token contract's ABI as far as these actions need it: `transfer`, declared once in core. */
const TOKEN_ABI: ABI.Def = contractAbi({
  structs: [abiStruct("transfer", transferDataSchema)],
  actions: ["transfer"],
});

const transfer: HistoryAction = {
  block_num: 7,
  trx_id: "11".repeat(32),
  act: {
    account: "eosio.token",
    name: "transfer",
    authorization: [{ actor: "alice", permission: "active" }],
    data: { from: "alice", to: "bob", quantity: "1.0000 EOS", memo: "hi" },
  },
  // Hyperion lists the notified receivers' receipts with the action, not in execution order.
  receipts: [
    {
      receiver: "bob",
      global_sequence: 42,
      recv_sequence: 3,
      auth_sequence: [{ account: "alice", sequence: 9 }],
      code_sequence: 1,
      abi_sequence: 1,
    },
    {
      receiver: "eosio.token",
      global_sequence: 40,
      recv_sequence: 20,
      auth_sequence: [{ account: "alice", sequence: 8 }],
      code_sequence: 1,
      abi_sequence: 1,
    },
    {
      receiver: "alice",
      global_sequence: 41,
      recv_sequence: 5,
      auth_sequence: [{ account: "alice", sequence: 7 }],
      code_sequence: 1,
      abi_sequence: 1,
    },
  ],
};

// The packed transfer data (from, to, quantity, memo) as eosio.token's ABI serializes it.
const PACKED = "0000000000855c34" + "0000000000000e3d" + "102700000000000004454f5300000000" + "026869";
const action = { ...transfer.act, data: PACKED };
const expected: ReceiptedAction[] = [40, 41, 42].map((sequence) => {
  const receipt = transfer.receipts.find(
    (r) => r.global_sequence === sequence,
  ) as HistoryAction["receipts"][number];
  return {
    action,
    returnValue: "",
    receipt: {
      receiver: receipt.receiver,
      actDigest: actionDigestWithReturnValue(action, ""),
      globalSequence: BigInt(sequence),
      recvSequence: BigInt(receipt.recv_sequence),
      authSequence: receipt.auth_sequence.map((a) => ({ account: a.account, sequence: BigInt(a.sequence) })),
      codeSequence: 1,
      abiSequence: 1,
    },
  };
});
const MROOT = actionMrootOf(expected);

function receiptsOver(pages: HistoryAction[][]) {
  let asked = 0;
  const node = {
    blockActions: async () => pages[Math.min(asked++, pages.length - 1)] ?? [],
  } as unknown as ProofNode;
  return { receipts: new BlockReceipts(node, async () => TOKEN_ABI, 3, 1), asked: () => asked };
}

describe("a block's receipts from its history", () => {
  it("packs the action data with the ABI and orders receipts by global sequence, matching action_mroot", async () => {
    const { receipts } = receiptsOver([[transfer]]);
    const ordered = await receipts.of(7, MROOT);
    expect(ordered.map((r) => r.receipt.receiver)).toEqual(["eosio.token", "alice", "bob"]);
    expect(ordered[0]?.action.data).toBe(PACKED);
    expect(ordered.map((r) => actionReceiptDigest(r.receipt))).toEqual(
      expected.map((r) => actionReceiptDigest(r.receipt)),
    );
  });

  it("asks again while the history lags the block, then gives up naming the block", async () => {
    const lagging = receiptsOver([[], [transfer]]);
    expect(await lagging.receipts.of(7, MROOT)).toHaveLength(3);
    expect(lagging.asked()).toBe(2);
    const wrong = receiptsOver([
      [{ ...transfer, act: { ...transfer.act, data: { ...(transfer.act.data as object), memo: "ho" } } }],
    ]);
    await expect(wrong.receipts.of(7, MROOT)).rejects.toThrow(
      "the history of block 7 does not match its action_mroot",
    );
    expect(wrong.asked()).toBe(3);
  });
});
