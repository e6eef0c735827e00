import { Action } from "@wharfkit/antelope";
import { AbiCoder, Transaction as EthersTransaction, keccak256 } from "ethers";
import { describe, expect, it } from "vitest";
import { encodePushCalldata, PUSH_SELECTOR } from "../../src/ethereum/evmGateway/gatewayContract";
import { packActions } from "../../src/ethereum/evmGateway/packedActions";
import {
  alice,
  gateway,
  node,
  rpc,
  signPush,
  stranger,
  transfer,
  useGatewayOnFakeNode,
} from "./support/gatewayOnFakeNode";

// Transactions the gateway refuses: each answer's code and message, and nothing pushed to the UX chain.

useGatewayOnFakeNode();

describe("UX EVM gateway: refusals push nothing", () => {
  async function expectRefusal(raw: string, code: number, message: string | RegExp) {
    const sentBefore = node.sent.length;
    const answer = await rpc("eth_sendRawTransaction", [raw]);
    expect(answer.result).toBeUndefined();
    expect(answer.error?.code).toBe(code);
    if (typeof message === "string") expect(answer.error?.message).toBe(message);
    else expect(answer.error?.message).toMatch(message);
    expect(node.sent).toHaveLength(sentBefore);
    return answer;
  }
  const nextNonce = async (address: string) =>
    Number(BigInt((await rpc("eth_getTransactionCount", [address])).result as string));

  it("an unmapped sender: -32000", async () => {
    await expectRefusal(
      await signPush(stranger, 0, [transfer("alice", "bob", "1.0000 UTX")]),
      -32000,
      `no UX Network account is linked to ${stranger.address}`,
    );
    expect((await rpc("eth_getTransactionCount", [stranger.address])).result).toBe("0x0");
  });

  it("a wrong chain id, including an unprotected legacy signature: -32602", async () => {
    const actions = [transfer("alice", "bob", "1.0000 UTX")];
    await expectRefusal(
      await signPush(alice, await nextNonce(alice.address), actions, { chainId: 1 }),
      -32602,
      "wrong chain id 1: this gateway is chain 71",
    );
    await expectRefusal(
      await signPush(alice, await nextNonce(alice.address), actions, { chainId: 0 }),
      -32602,
      "wrong chain id 0: this gateway is chain 71",
    );
  });

  it("a transaction to another address, or carrying value: -32602", async () => {
    const actions = [transfer("alice", "bob", "1.0000 UTX")];
    await expectRefusal(
      await signPush(alice, await nextNonce(alice.address), actions, { to: stranger.address }),
      -32602,
      "transaction must call the UX EVM gateway contract 0x7578000000000000000000000000000000000071",
    );
    await expectRefusal(
      await signPush(alice, await nextNonce(alice.address), actions, { value: 1n }),
      -32602,
      "the gateway does not take value: send 0",
    );
  });

  it("malformed calldata: wrong selector, truncated, non-canonical, undecodable or empty actions: -32602", async () => {
    const nonce = await nextNonce(alice.address);
    const good = encodePushCalldata(0n, [transfer("alice", "bob", "1.0000 UTX")]);
    const coder = AbiCoder.defaultAbiCoder();
    const withActions = (bytes: Uint8Array | string) =>
      `${PUSH_SELECTOR}${coder.encode(["uint64", "bytes"], [0n, bytes]).slice(2)}`;
    const packed = packActions([transfer("alice", "bob", "1.0000 UTX")]);
    const cases: [string, RegExp][] = [
      [`0xa9059cbb${good.slice(10)}`, /^malformed calldata: not a call of pushEosTransaction/],
      [good.slice(0, 74), /^malformed calldata: /],
      [
        `${good}00000000000000000000000000000000000000000000000000000000000000ff`,
        /not the canonical ABI encoding/,
      ],
      [withActions("0x05"), /actions are not a packed vector<action>/],
      [
        withActions(new Uint8Array([...packed, 0])),
        /actions are not a packed vector<action> \(1 trailing bytes/,
      ],
      [withActions("0x00"), /^malformed calldata: no actions$/],
    ];
    for (const [data, message] of cases) {
      await expectRefusal(await signPush(alice, nonce, [], { data }), -32602, message);
    }
  });

  it("an rp that is not the gateway's: -32602", async () => {
    const raw = await signPush(
      alice,
      await nextNonce(alice.address),
      [transfer("alice", "bob", "1.0000 UTX")],
      {},
      5n,
    );
    await expectRefusal(raw, -32602, "rp 5 is not this gateway's resource payer: use getRp() (0) or 0");
  });

  it("an unsigned or undecodable raw transaction, or an unsupported type: -32602", async () => {
    await expectRefusal("0x1234", -32602, /^invalid raw transaction: /);
    const call = {
      chainId: 71,
      nonce: 0,
      gasLimit: 1n,
      gasPrice: 0n,
      to: gateway.contractAddress,
      data: "0x",
    };
    const typed = await alice.signTransaction({ type: 1, ...call });
    await expectRefusal(
      typed,
      -32602,
      "transaction type 1 is not supported: send a legacy (0) or EIP-1559 (2) transaction",
    );
    const bare = EthersTransaction.from({ type: 0, ...call });
    await expectRefusal(bare.unsignedSerialized, -32602, "invalid raw transaction: it is not signed");
  });

  it("actions authorized by anyone but mapped@active: -32000", async () => {
    const nonce = await nextNonce(alice.address);
    await expectRefusal(
      await signPush(alice, nonce, [
        transfer("alice", "bob", "1.0000 UTX"),
        transfer("bob", "alice", "9.0000 UTX"),
      ]),
      -32000,
      "action 1 (eosio.token::transfer) must be authorized by exactly alice@active, not bob@active",
    );
    await expectRefusal(
      await signPush(alice, nonce, [transfer("alice", "bob", "1.0000 UTX", "owner")]),
      -32000,
      "action 0 (eosio.token::transfer) must be authorized by exactly alice@active, not alice@owner",
    );
    const twoSigners = Action.from({
      ...transfer("alice", "bob", "1.0000 UTX"),
      authorization: [
        { actor: "alice", permission: "active" },
        { actor: "evm.gateway", permission: "active" },
      ],
    });
    await expectRefusal(
      await signPush(alice, nonce, [twoSigners]),
      -32000,
      /not alice@active, evm\.gateway@active$/,
    );
    expect(await nextNonce(alice.address)).toBe(nonce);
  });

  it("a replay (already known) or a spent nonce: -32000", async () => {
    const nonce = await nextNonce(alice.address);
    const raw = await signPush(alice, nonce, [transfer("alice", "bob", "1.0000 UTX")]);
    expect((await rpc("eth_sendRawTransaction", [raw])).result).toBe(keccak256(raw));
    await expectRefusal(raw, -32000, "already known");
    await expectRefusal(
      await signPush(alice, nonce, [transfer("alice", "bob", "7.0000 UTX")]),
      -32000,
      `nonce too low: next nonce ${nonce + 1}, tx nonce ${nonce}`,
    );
  });

  it("a nonce ahead of the expected one is accepted and moves the count past it (no mempool to wait in)", async () => {
    const nonce = await nextNonce(alice.address);
    const raw = await signPush(alice, nonce + 5, [transfer("alice", "bob", "1.0000 UTX")]);
    expect((await rpc("eth_sendRawTransaction", [raw])).result).toBe(keccak256(raw));
    expect(await nextNonce(alice.address)).toBe(nonce + 6);
    await expectRefusal(
      await signPush(alice, nonce + 1, [transfer("alice", "bob", "1.0000 UTX")]),
      -32000,
      `nonce too low: next nonce ${nonce + 6}, tx nonce ${nonce + 1}`,
    );
  });

  it("a transaction the UX chain refuses: -32000 with its first detail message, receipt status 0, nonce spent", async () => {
    const nonce = await nextNonce(alice.address);
    node.rejectNextSend = {
      name: "eosio_assert_message_exception",
      what: "eosio_assert_message assertion failure",
      message: "assertion failure with message: overdrawn balance",
    };
    const raw = await signPush(alice, nonce, [transfer("alice", "bob", "99999.0000 UTX")]);
    const answer = await expectRefusal(raw, -32000, "assertion failure with message: overdrawn balance");
    expect(answer.error?.data).toEqual({ transactionHash: keccak256(raw) });
    const receipt = (await rpc("eth_getTransactionReceipt", [keccak256(raw)])).result as Record<
      string,
      unknown
    >;
    expect(receipt).toMatchObject({
      status: "0x0",
      logs: [],
      uxTransactionId: null,
      uxError: "assertion failure with message: overdrawn balance",
    });
    expect(await nextNonce(alice.address)).toBe(nonce + 1);
  });

  it("a UX chain that cannot be reached: -32603, nonce kept", async () => {
    const nonce = await nextNonce(alice.address);
    node.down = true;
    const raw = await signPush(alice, nonce, [transfer("alice", "bob", "1.0000 UTX")]);
    await expectRefusal(raw, -32603, /^UX chain request \/v1\/chain\/get_table_rows failed: /);
    node.down = false;
    expect(await nextNonce(alice.address)).toBe(nonce);
  });
});
