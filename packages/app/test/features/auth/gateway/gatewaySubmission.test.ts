import { readableTransactionError, TransactionError } from "@ux/core/chainClient";
import { Interface } from "ethers";
import { describe, expect, it } from "vitest";
import { submitThroughGateway } from "../../../../src/features/auth/gateway/gatewaySubmission";
import { pollDelays } from "../../../../src/shared/chain/pollingSchedule";
import { UX_EVM_GATEWAY_ADDRESS } from "../../../../src/shared/ethereum/uxEvmChain";
import { recordingSleep } from "../../../shared/chain/fakeNode";
import { FakeProvider, rpcError } from "../../../shared/ethereum/fakeProvider";

const gateway = new Interface([
  "function pushEosTransaction(uint64 rp, bytes actions)",
  "function getRp() view returns (uint64)",
]);
const FROM = "0x00000000000000000000000000000000000000a1";
const HASH = `0x${"cd".repeat(32)}`;
const ACTIONS = [
  {
    account: "eosio",
    name: "buyram",
    authorization: [{ actor: "alice", permission: "active" }],
    data: { payer: "alice" },
  },
];
const PACKED = new Uint8Array([1, 2, 3]);

function gatewayWallet(receipts: unknown[]) {
  return new FakeProvider({
    eth_call: () => gateway.encodeFunctionResult("getRp", [7n]),
    eth_sendTransaction: () => HASH,
    eth_getTransactionReceipt: () => (receipts.length > 0 ? receipts.shift() : null),
  });
}

/** A wallet on the gateway whose eth_sendTransaction fails with this JSON-RPC error. */
function refusingWallet(code: number, message: string) {
  return new FakeProvider({
    eth_call: () => gateway.encodeFunctionResult("getRp", [0n]),
    eth_sendTransaction: () => {
      throw rpcError(code, message);
    },
  });
}

/** ACTIONS from FROM through this wallet, packed as PACKED. */
const submit = (
  provider: FakeProvider,
  sleep: (ms: number) => Promise<void>,
  options: { maxPolls?: number } = {},
) =>
  submitThroughGateway({
    provider,
    from: FROM,
    actions: ACTIONS,
    packActions: async () => PACKED,
    sleep,
    ...options,
  });

describe("transactions through the browser wallet on the native network", () => {
  it("sends pushEosTransaction(getRp(), packed actions) to the gateway and waits for the receipt", async () => {
    const provider = gatewayWallet([null, null, { status: "0x1", blockNumber: "0x2a" }]);
    const { sleep, waits } = recordingSleep();
    const receipt = await submit(provider, sleep);
    expect(receipt).toEqual({ transactionHash: HASH, blockNumber: 42 });
    expect(provider.calls[0]).toEqual({
      method: "eth_call",
      params: [{ to: UX_EVM_GATEWAY_ADDRESS, data: gateway.getFunction("getRp")?.selector }, "latest"],
    });
    expect(provider.calls[1]).toEqual({
      method: "eth_sendTransaction",
      params: [
        {
          from: FROM,
          to: UX_EVM_GATEWAY_ADDRESS,
          data: gateway.encodeFunctionData("pushEosTransaction", [7n, "0x010203"]),
          value: "0x0",
        },
      ],
    });
    expect(waits).toEqual(pollDelays(3));
  });

  it("returns the wallet's error message to the caller (spec 1 §8), mapped like any refusal", async () => {
    const provider = refusingWallet(
      -32000,
      "account alice has insufficient ram; needs 3000 bytes has 1000 bytes",
    );
    const error = await submit(provider, recordingSleep().sleep).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionError);
    expect((error as Error).message).toBe(
      "account alice has insufficient ram; needs 3000 bytes has 1000 bytes",
    );
    expect(readableTransactionError(error)).toMatchObject({ kind: "insufficientRam", kbNeeded: 2n });
  });

  it("maps the wallet's refusal (4001) to 'User rejected signature'", async () => {
    const provider = refusingWallet(4001, "MetaMask Tx Signature: User denied transaction signature.");
    const error = await submit(provider, recordingSleep().sleep).catch((e: unknown) => e);
    expect(readableTransactionError(error)).toEqual({ kind: "rejected", message: "User rejected signature" });
  });

  it("fails a transaction whose receipt has status 0, or that is never mined", async () => {
    const { sleep } = recordingSleep();
    await expect(submit(gatewayWallet([{ status: "0x0" }]), sleep)).rejects.toThrow(
      `Transaction ${HASH} failed on the UX Network`,
    );
    await expect(submit(gatewayWallet([]), sleep, { maxPolls: 3 })).rejects.toThrow(
      `Transaction ${HASH} was not confirmed in time`,
    );
  });
});
