import { ABI, Action, type ActionType, PrivateKey } from "@wharfkit/antelope";
import { type TransactionRequest, Wallet } from "ethers";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { tokenAbi } from "../../../src/contracts/token/tokenAbi";
import { type EvmGateway, startEvmGateway } from "../../../src/ethereum/evmGateway/evmGateway";
import { encodePushCalldata } from "../../../src/ethereum/evmGateway/gatewayContract";
import { type FakeUxNode, startFakeUxNode } from "../fakeUxNode";

// The UX EVM gateway in front of a fake UX node, shared by the evmGateway*.test.ts files.

// The gateway decodes actions with the chain's ABI: the devnet token contract's own.
export const TOKEN_ABI = ABI.from(tokenAbi as unknown as ABI.Def);

export function transfer(actor: string, to: string, quantity: string, permission = "active"): Action {
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
export const alice = new Wallet("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
export const stranger = new Wallet("0x5de4111afa1a4b94908f83103eb1d1706367c2e68ca870fc3fb9ad5d4ba82b8e");
export const gatewayKey = PrivateKey.generate("K1");

/** The fake node and the gateway of the calling test file, set by useGatewayOnFakeNode's beforeAll. */
export let node: FakeUxNode;
export let gateway: EvmGateway;

interface RpcAnswer {
  status: number;
  json: unknown;
  headers: Headers;
}

export async function post(url: string, body: string): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  const text = await response.text();
  return { status: response.status, json: text === "" ? null : JSON.parse(text), headers: response.headers };
}

export async function rpc(method: string, params: unknown[] = [], url = gateway.url) {
  const { json } = await post(url, JSON.stringify({ jsonrpc: "2.0", id: 7, method, params }));
  return json as { id: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };
}

export function signPush(
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

/**
 * Starts a fake UX node and a gateway on it for the calling test file, and before each test resets what the
 * tests change: alice linked and holding 12.3456 UTX, no refusal armed, the node up.
 */
export function useGatewayOnFakeNode(): void {
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
}
