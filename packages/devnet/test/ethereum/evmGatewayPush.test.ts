import { nameToUint64 } from "@ux/core/names";
import { type SignedTransaction, Transaction } from "@wharfkit/antelope";
import { AbiCoder, JsonRpcProvider, keccak256 } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UX_TRANSACTION_TOPIC } from "../../src/ethereum/evmGateway/ethereumJson";
import { type EvmGateway, startEvmGateway } from "../../src/ethereum/evmGateway/evmGateway";
import { encodePushCalldata, GET_RP_SELECTOR } from "../../src/ethereum/evmGateway/gatewayContract";
import { createInjectedProvider } from "../../src/ethereum/injectedWallet/injectedProvider";
import {
  alice,
  gateway,
  gatewayKey,
  node,
  rpc,
  signPush,
  TOKEN_ABI,
  transfer,
  useGatewayOnFakeNode,
} from "./support/gatewayOnFakeNode";

// Transactions the gateway accepts and pushes to the UX chain.

useGatewayOnFakeNode();

describe("UX EVM gateway: pushEosTransaction", () => {
  it("executes a signed legacy pushEosTransaction as mapped@active, signed by the gateway key", async () => {
    const sentBefore = node.sent.length;
    const nonce = Number(
      BigInt((await rpc("eth_getTransactionCount", [alice.address, "pending"])).result as string),
    );
    const actions = [transfer("alice", "bob", "1.2345 UTX"), transfer("alice", "carol", "0.0001 UTX")];
    const raw = await signPush(alice, nonce, actions);
    const answer = await rpc("eth_sendRawTransaction", [raw]);
    expect(answer.error).toBeUndefined();
    expect(answer.result).toBe(keccak256(raw));

    expect(node.sent).toHaveLength(sentBefore + 1);
    const pushed = node.sent[sentBefore];
    expect(pushed?.actions.map((action) => action.toJSON())).toEqual(
      actions.map((action) => action.toJSON()),
    );
    expect(JSON.parse(JSON.stringify(pushed?.actions[0]?.decodeData(TOKEN_ABI)))).toEqual({
      from: "alice",
      to: "bob",
      quantity: "1.2345 UTX",
      memo: "via MetaMask",
    });
    for (const action of pushed?.actions ?? []) {
      expect(action.authorization.map((level) => `${level.actor}@${level.permission}`)).toEqual([
        "alice@active",
      ]);
    }
    expect(pushed?.signatures).toHaveLength(1);
    // The digest of the unsigned transaction (WharfKit's SignedTransaction would hash its signatures too).
    const digest = Transaction.from(pushed as SignedTransaction).signingDigest(node.chainId);
    expect(String(pushed?.signatures[0]?.recoverDigest(digest))).toBe(String(gatewayKey.toPublic()));
    // TaPoS on the last irreversible block; expiry 360 s after the head.
    expect(Number(pushed?.ref_block_num)).toBe(99);
    expect(Number(pushed?.ref_block_prefix)).toBe(1861970206);
    const expiresInMs = (pushed?.expiration.toMilliseconds() ?? 0) - Date.parse("2026-01-02T03:04:05.500Z");
    expect(Math.abs(expiresInMs - 360_000)).toBeLessThanOrEqual(500);

    expect((await rpc("eth_getTransactionCount", [alice.address, "latest"])).result).toBe(
      `0x${(nonce + 1).toString(16)}`,
    );
  });

  it("returns a receipt with status 1 and the Antelope transaction id in a log and a field", async () => {
    const nonce = Number(BigInt((await rpc("eth_getTransactionCount", [alice.address])).result as string));
    const raw = await signPush(alice, nonce, [transfer("alice", "bob", "2.0000 UTX")]);
    const hash = (await rpc("eth_sendRawTransaction", [raw])).result as string;
    const uxId = String(node.sent.at(-1)?.id);
    const receipt = (await rpc("eth_getTransactionReceipt", [hash])).result as Record<string, unknown>;
    expect(receipt).toMatchObject({
      transactionHash: hash,
      status: "0x1",
      from: alice.address,
      to: gateway.contractAddress,
      uxTransactionId: uxId,
      uxError: null,
      contractAddress: null,
    });
    const logs = receipt.logs as { address: string; topics: string[]; data: string }[];
    expect(logs).toEqual([
      expect.objectContaining({
        address: gateway.contractAddress,
        topics: [UX_TRANSACTION_TOPIC],
        data: `0x${uxId}`,
      }),
    ]);
    const blockNumber = Number(BigInt(receipt.blockNumber as string));
    expect(blockNumber).toBeGreaterThan(200);
    const transaction = (await rpc("eth_getTransactionByHash", [hash])).result as Record<string, unknown>;
    expect(transaction).toMatchObject({
      hash,
      from: alice.address,
      nonce: `0x${nonce.toString(16)}`,
      blockNumber: receipt.blockNumber,
    });
    expect((await rpc("eth_getTransactionReceipt", [`0x${"12".repeat(32)}`])).result).toBeNull();
  });

  it("accepts an EIP-1559 transaction too", async () => {
    const nonce = Number(BigInt((await rpc("eth_getTransactionCount", [alice.address])).result as string));
    const raw = await signPush(alice, nonce, [transfer("alice", "bob", "0.5000 UTX")], {
      type: 2,
      gasPrice: undefined,
      maxFeePerGas: 0n,
      maxPriorityFeePerGas: 0n,
    });
    const answer = await rpc("eth_sendRawTransaction", [raw]);
    expect(answer.result).toBe(keccak256(raw));
    const receipt = (await rpc("eth_getTransactionReceipt", [answer.result])).result as Record<
      string,
      unknown
    >;
    expect(receipt.type).toBe("0x2");
  });

  it("works end to end from ethers (fills nonce, gas and a legacy price from the gateway, waits for the receipt)", async () => {
    const provider = new JsonRpcProvider(gateway.url, 71, {
      staticNetwork: true,
      pollingInterval: 50,
      cacheTimeout: -1,
    });
    try {
      const signer = alice.connect(provider);
      const sent = await signer.sendTransaction({
        to: gateway.contractAddress,
        data: encodePushCalldata(0n, [transfer("alice", "bob", "3.0000 UTX")]),
      });
      expect(sent.type).toBe(0);
      expect(sent.gasPrice).toBe(0n);
      const receipt = await sent.wait();
      expect(receipt?.status).toBe(1);
      expect(receipt?.logs[0]?.data).toBe(`0x${String(node.sent.at(-1)?.id)}`);
    } finally {
      provider.destroy();
    }
  });

  it("works from the injected wallet's eth_sendTransaction", async () => {
    const wallet = createInjectedProvider({
      privateKey: alice.privateKey,
      chains: [{ chainId: 71, chainName: "UX Network", rpcUrls: [gateway.url] }],
      initialChainId: 71,
      connected: true,
    });
    const data = encodePushCalldata(0n, [transfer("alice", "bob", "4.0000 UTX")]);
    const hash = await wallet.request({
      method: "eth_sendTransaction",
      params: [{ from: alice.address, to: gateway.contractAddress, data }],
    });
    const receipt = (await rpc("eth_getTransactionReceipt", [hash])).result as Record<string, unknown>;
    expect(receipt.status).toBe("0x1");
    expect(receipt.type).toBe("0x0");
    expect(JSON.parse(JSON.stringify(node.sent.at(-1)?.actions[0]?.decodeData(TOKEN_ABI)))).toMatchObject({
      quantity: "4.0000 UTX",
    });
  });
});

describe("UX EVM gateway with a resource payer", () => {
  let paying: EvmGateway;
  beforeAll(async () => {
    paying = await startEvmGateway({
      uxApi: node.url,
      signingKey: gatewayKey.toString(),
      port: 0,
      resourcePayer: "evm.gateway",
    });
  });
  afterAll(async () => {
    await paying?.stop();
  });

  it("returns the payer's name from getRp() and prepends its noop when a transaction passes that rp", async () => {
    const rp = nameToUint64("evm.gateway");
    const call = await rpc("eth_call", [{ to: paying.contractAddress, data: GET_RP_SELECTOR }], paying.url);
    expect(call.result).toBe(AbiCoder.defaultAbiCoder().encode(["uint64"], [rp]));
    const raw = await alice.signTransaction({
      type: 0,
      chainId: 71,
      nonce: 0,
      gasLimit: 200_000n,
      gasPrice: 0n,
      to: paying.contractAddress,
      data: encodePushCalldata(rp, [transfer("alice", "bob", "1.0000 UTX")]),
    });
    expect((await rpc("eth_sendRawTransaction", [raw], paying.url)).result).toBe(keccak256(raw));
    const pushed = node.sent.at(-1);
    expect(pushed?.actions.map((action) => `${action.account}::${action.name}`)).toEqual([
      "evm.gateway::noop",
      "eosio.token::transfer",
    ]);
    expect(pushed?.actions[0]?.authorization.map((level) => `${level.actor}@${level.permission}`)).toEqual([
      "evm.gateway@active",
    ]);
    expect(pushed?.actions[1]?.authorization.map((level) => `${level.actor}@${level.permission}`)).toEqual([
      "alice@active",
    ]);
  });
});
