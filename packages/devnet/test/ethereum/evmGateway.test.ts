import { nameToUint64 } from "@ux/core/names";
import {
  ABI,
  Action,
  type ActionType,
  PrivateKey,
  type SignedTransaction,
  Transaction,
} from "@wharfkit/antelope";
import {
  AbiCoder,
  Transaction as EthersTransaction,
  JsonRpcProvider,
  keccak256,
  type TransactionRequest,
  Wallet,
} from "ethers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tokenAbi } from "../../src/contracts/token/tokenAbi";
import { UX_TRANSACTION_TOPIC } from "../../src/ethereum/evmGateway/ethereumJson";
import { type EvmGateway, startEvmGateway } from "../../src/ethereum/evmGateway/evmGateway";
import {
  encodePushCalldata,
  GET_RP_SELECTOR,
  PUSH_SELECTOR,
} from "../../src/ethereum/evmGateway/gatewayContract";
import { packActions } from "../../src/ethereum/evmGateway/packedActions";
import { createInjectedProvider } from "../../src/ethereum/injectedWallet/injectedProvider";
import { type FakeUxNode, startFakeUxNode } from "./fakeUxNode";

// The gateway decodes actions with the chain's ABI: the devnet token contract's own.
const TOKEN_ABI = ABI.from(tokenAbi as unknown as ABI.Def);

function transfer(actor: string, to: string, quantity: string, permission = "active"): Action {
  return Action.from(
    {
      account: "eosio.token",
      name: "transfer",
      authorization: [{ actor, permission }],
      data: { from: actor, to, quantity, memo: "via MetaMask" },
    },
    TOKEN_ABI,
  );
}

// Hardhat's accounts #1 and #2: alice's and an unmapped payer's Ethereum keys.
const alice = new Wallet("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const stranger = new Wallet("0x5de4111afa1a4b94908f83103eb1d1706367c2e68ca870fc3fb9ad5d4ba82b8e");
const gatewayKey = PrivateKey.generate("K1");

let node: FakeUxNode;
let gateway: EvmGateway;

interface RpcAnswer {
  status: number;
  json: unknown;
  headers: Headers;
}

async function post(url: string, body: string): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  const text = await response.text();
  return { status: response.status, json: text === "" ? null : JSON.parse(text), headers: response.headers };
}

async function rpc(method: string, params: unknown[] = [], url = gateway.url) {
  const { json } = await post(url, JSON.stringify({ jsonrpc: "2.0", id: 7, method, params }));
  return json as { id: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };
}

function signPush(
  signer: Wallet,
  nonce: number,
  actions: ActionType[],
  overrides: TransactionRequest = {},
  rp = 0n,
) {
  return signer.signTransaction({
    type: 0,
    chainId: 71,
    nonce,
    gasLimit: 200_000n,
    gasPrice: 0n,
    to: gateway.contractAddress,
    value: 0n,
    data: encodePushCalldata(rp, actions),
    ...overrides,
  });
}

beforeAll(async () => {
  node = await startFakeUxNode();
  gateway = await startEvmGateway({ uxApi: node.url, signingKey: gatewayKey, port: 0 });
});

afterAll(async () => {
  await gateway?.stop();
  await node?.stop();
});

beforeEach(() => {
  node.links.clear();
  node.links.set(alice.address.toLowerCase(), "alice");
  node.balances.set("alice", ["12.3456 UTX"]);
  node.rejectNextSend = null;
  node.down = false;
});

describe("UX EVM gateway: chain answers", () => {
  it("is chain 71 (0x47) at the default gateway contract address", async () => {
    expect((await rpc("eth_chainId")).result).toBe("0x47");
    expect((await rpc("net_version")).result).toBe("71");
    expect(gateway.chainId).toBe(71);
    expect(gateway.contractAddress).toBe("0x7578000000000000000000000000000000000071");
  });

  it("reports the UX head block as eth_blockNumber", async () => {
    node.headBlockNum = 4242;
    expect((await rpc("eth_blockNumber")).result).toBe("0x1092");
    node.headBlockNum = 103;
  });

  it("scales the mapped account's UTX from 4 to 18 decimals exactly", async () => {
    expect((await rpc("eth_getBalance", [alice.address, "latest"])).result).toBe("0xab5461ca4b100000");
    expect(BigInt((await rpc("eth_getBalance", [alice.address])).result as string)).toBe(
      12_345_600_000_000_000_000n,
    );
    node.balances.set("alice", ["4611686018427.3879 UTX"]);
    expect(BigInt((await rpc("eth_getBalance", [alice.address])).result as string)).toBe(
      4_611_686_018_427_387_900_000_000_000_000n,
    );
    node.balances.set("alice", ["0.0001 UTX"]);
    expect(BigInt((await rpc("eth_getBalance", [alice.address])).result as string)).toBe(
      100_000_000_000_000n,
    );
    node.balances.set("alice", []);
    expect((await rpc("eth_getBalance", [alice.address])).result).toBe("0x0");
  });

  it("looks the address up with the etheraccount secondary sha256 index, left-padded", async () => {
    node.requests.length = 0;
    await rpc("eth_getBalance", [alice.address.toUpperCase().replace("0X", "0x")]);
    const lookup = node.requests.find((request) => request.path === "/v1/chain/get_table_rows");
    const key = `000000000000000000000000${alice.address.slice(2).toLowerCase()}`;
    expect(lookup?.body).toEqual({
      code: "etheraccount",
      scope: "etheraccount",
      table: "etheraccount",
      index_position: "2",
      key_type: "sha256",
      lower_bound: key,
      upper_bound: key,
      limit: 1,
      json: true,
    });
    const balance = node.requests.find((request) => request.path === "/v1/chain/get_currency_balance");
    expect(balance?.body).toEqual({ code: "eosio.token", account: "alice", symbol: "UTX" });
  });

  it("reports 0 for an unmapped address without asking for a balance", async () => {
    node.requests.length = 0;
    expect((await rpc("eth_getBalance", [stranger.address, "latest"])).result).toBe("0x0");
    expect(node.requests.map((request) => request.path)).toEqual(["/v1/chain/get_table_rows"]);
  });

  it("refuses a node balance that is not a UTX asset (-32603, nothing trusted)", async () => {
    node.balances.set("alice", ["12.34 UTX"]);
    const answer = await rpc("eth_getBalance", [alice.address]);
    expect(answer.error?.code).toBe(-32603);
    expect(answer.error?.message).toContain("unexpected UTX precision in '12.34 UTX'");
  });

  it("answers the fixed gas figures: price 0, tip 0, estimate 200000", async () => {
    expect((await rpc("eth_gasPrice")).result).toBe("0x0");
    expect((await rpc("eth_maxPriorityFeePerGas")).result).toBe("0x0");
    expect(
      (await rpc("eth_estimateGas", [{ from: alice.address, to: gateway.contractAddress, data: "0x" }]))
        .result,
    ).toBe("0x30d40");
  });

  it("answers getRp() of the gateway contract (0: the mapped account pays) and empty data elsewhere", async () => {
    const call = await rpc("eth_call", [{ to: gateway.contractAddress, data: GET_RP_SELECTOR }, "latest"]);
    expect(call.result).toBe(AbiCoder.defaultAbiCoder().encode(["uint64"], [0n]));
    expect((await rpc("eth_call", [{ to: alice.address, data: GET_RP_SELECTOR }])).result).toBe("0x");
    expect((await rpc("eth_call", [{ to: gateway.contractAddress, data: PUSH_SELECTOR }])).error?.code).toBe(
      -32602,
    );
    expect((await rpc("eth_getCode", [gateway.contractAddress, "latest"])).result).toBe("0xfe");
    expect((await rpc("eth_getCode", [alice.address, "latest"])).result).toBe("0x");
  });

  it("describes the head as a block without baseFeePerGas, so wallets send legacy transactions", async () => {
    const block = (await rpc("eth_getBlockByNumber", ["latest", false])).result as Record<string, unknown>;
    expect(block.number).toBe("0x67");
    expect(block.baseFeePerGas).toBeUndefined();
    expect(block.timestamp).toBe(
      `0x${Math.floor(Date.parse("2026-01-02T03:04:05.500Z") / 1000).toString(16)}`,
    );
    const older = (await rpc("eth_getBlockByNumber", ["0x65", false])).result as Record<string, unknown>;
    expect(older.timestamp).toBe(
      `0x${Math.floor(Date.parse("2026-01-02T03:04:04.500Z") / 1000).toString(16)}`,
    );
    const parent = (await rpc("eth_getBlockByNumber", ["0x66", false])).result as Record<string, unknown>;
    expect(block.parentHash).toBe(parent.hash);
    expect(parent.hash).not.toBe(block.hash);
    expect((await rpc("eth_getBlockByNumber", ["0x68", false])).result).toBeNull();
  });
});

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
    const typed = await alice.signTransaction({
      type: 1,
      chainId: 71,
      nonce: 0,
      gasLimit: 1n,
      gasPrice: 0n,
      to: gateway.contractAddress,
      data: "0x",
    });
    await expectRefusal(
      typed,
      -32602,
      "transaction type 1 is not supported: send a legacy (0) or EIP-1559 (2) transaction",
    );
    const bare = EthersTransaction.from({
      type: 0,
      chainId: 71,
      nonce: 0,
      gasLimit: 1n,
      gasPrice: 0n,
      to: gateway.contractAddress,
      data: "0x",
    });
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

describe("UX EVM gateway: JSON-RPC envelope", () => {
  it("answers a body that is not JSON with -32700", async () => {
    const { status, json } = await post(gateway.url, "{not json");
    expect(status).toBe(200);
    expect(json).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
  });

  it("answers malformed requests with -32600, keeping a valid id", async () => {
    expect(
      (await post(gateway.url, JSON.stringify({ jsonrpc: "1.0", id: 3, method: "eth_chainId" }))).json,
    ).toEqual({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -32600, message: "Invalid Request" },
    });
    expect(
      (await post(gateway.url, JSON.stringify({ jsonrpc: "2.0", id: {}, method: 5 }))).json,
    ).toMatchObject({ id: null, error: { code: -32600 } });
    expect((await post(gateway.url, "[]")).json).toMatchObject({
      id: null,
      error: { code: -32600, message: "Invalid Request: empty batch" },
    });
    expect(
      (
        await post(
          gateway.url,
          JSON.stringify(Array(101).fill({ jsonrpc: "2.0", id: 1, method: "eth_chainId" })),
        )
      ).json,
    ).toMatchObject({
      error: { code: -32600 },
    });
  });

  it("answers unknown methods with -32601 and bad params with -32602", async () => {
    expect((await rpc("eth_mining")).error).toEqual({
      code: -32601,
      message: "the method eth_mining does not exist/is not available",
    });
    expect((await rpc("eth_getBalance", ["0x1234"])).error).toEqual({
      code: -32602,
      message: "invalid params at params[0]: expected a 20-byte 0x-prefixed hex address",
    });
    expect((await rpc("eth_chainId", [1])).error?.code).toBe(-32602);
    expect((await rpc("eth_sendRawTransaction", ["0xzz"])).error?.code).toBe(-32602);
    expect((await rpc("eth_getTransactionReceipt", ["0x12"])).error?.code).toBe(-32602);
    expect((await rpc("eth_getBlockByNumber", ["newest", false])).error?.code).toBe(-32602);
    const named = await post(
      gateway.url,
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: { a: 1 } }),
    );
    expect(named.json).toMatchObject({ error: { code: -32602, message: "params must be an array" } });
  });

  it("answers batches in order, skipping notifications, and a batch of notifications with nothing", async () => {
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      { jsonrpc: "2.0", method: "eth_chainId" },
      { jsonrpc: "2.0", id: "b", method: "nope" },
      { bogus: true },
      { jsonrpc: "2.0", id: 2, method: "net_version", params: [] },
    ];
    const { json } = await post(gateway.url, JSON.stringify(batch));
    expect(json).toEqual([
      { jsonrpc: "2.0", id: 1, result: "0x47" },
      {
        jsonrpc: "2.0",
        id: "b",
        error: { code: -32601, message: "the method nope does not exist/is not available" },
      },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request" } },
      { jsonrpc: "2.0", id: 2, result: "71" },
    ]);
    const silent = await post(gateway.url, JSON.stringify([{ jsonrpc: "2.0", method: "eth_chainId" }]));
    expect(silent.status).toBe(204);
    expect(silent.json).toBeNull();
  });

  it("allows every origin (CORS) and answers preflights", async () => {
    const preflight = await fetch(gateway.url, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(
      (await post(gateway.url, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId" }))).headers.get(
        "access-control-allow-origin",
      ),
    ).toBe("*");
    expect((await fetch(gateway.url)).status).toBe(405);
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
