import { assetTextOf, placeorderData } from "@ux/core/amm/contract";
import {
  buildTransaction,
  createChainClient,
  NodeosError,
  readTransactionHeader,
  signedWith,
} from "@ux/core/chainClient";
import { type Devnet, systemAccountKey } from "@ux/devnet";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import {
  RESOURCE_PAYER_PERMISSION,
  UX_SERVICE_ACCOUNTS,
  uxServiceAccountKey,
} from "@ux/devnet/genesis/uxServiceAccounts";
import { Action, type PrivateKey } from "@wharfkit/antelope";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportEvent } from "../../src/amm/socket/reportDelivery";
import { signTransaction } from "../../src/chain/keySigning";
import { ordersOf } from "../../src/db/orderStore";
import type { RunningServices } from "../../src/startServices";
import { bindProven, proveOwnership, signedProof } from "../support/provenSession";
import { connectClient, pause } from "../support/socketClient";
import { AmmUser, ammAction, depositAction } from "./support/ammUser";
import { startRealServices, startUxDevnet } from "./support/realNetwork";

/*
 * The attacks found against the AMM socket and its co-signer, replayed against the real devnet and services:
 * each must be refused, and nothing may change.
 */

const { USDT, UTX } = AMM_TOKENS;
const PAYER = UX_SERVICE_ACCOUNTS.resourcePayer;
const PROOF_REQUIRED = (account: string) =>
  `${account} is not proven on this connection: call getNonce, then verifyAuth (or verifyAuthMetamask) with the signed nonce`;
const NONCE_REFUSED = "the nonce was not issued to this connection, was used already, or expired";
const NOT_PROVEN = (event: string) =>
  `Prove your account before ${event}: getNonce, verifyAuth (or verifyAuthMetamask), then setUser`;

let devnet: Devnet;
let chainApi: string;
let chainId: string;
let services: RunningServices;
/** The services' clock runs this far ahead of the real one (expiry tests move it). */
let clockOffsetMs = 0;
const sockets: Socket[] = [];

async function connect(): Promise<Socket> {
  const socket = await connectClient(services.urls.ammSocket);
  sockets.push(socket);
  return socket;
}

const ask = (socket: Socket, event: string, payload?: unknown) =>
  payload === undefined
    ? socket.timeout(5_000).emitWithAck(event)
    : socket.timeout(5_000).emitWithAck(event, payload);

const order = (owner: string) =>
  ammAction(
    owner,
    "placeorder",
    placeorderData({
      owner,
      pool_id: 1,
      input: UTX,
      amount: 1_0000n,
      outputs: [{ token: USDT, proportion: 10_000 }],
    }) as unknown as Record<string, unknown>,
  );

beforeAll(async () => {
  ({ devnet, chainApi } = await startUxDevnet());
  chainId = (await createChainClient(chainApi, { fetch }).getInfo()).chain_id;
  services = await startRealServices(chainApi, {
    manual: true,
    now: () => Date.now() + clockOffsetMs,
    limits: {
      payForResourcesPerConnection: { count: 4, windowMs: 60_000 },
      payForResourcesPerAccount: { count: 6, windowMs: 60_000 },
      getNoncePerConnection: { count: 10, windowMs: 60_000 },
    },
  });
  await services.indexer.refresh();
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await services?.stop();
  await devnet?.stop();
});

describe("setUser without a proof", () => {
  it("refuses the payer and the AMM outright, and binds no ordinary account either", async () => {
    const socket = await connect();
    expect(await ask(socket, "setUser", PAYER)).toEqual({
      error: "ux.payer is a service or system account and cannot be used here",
    });
    expect(await ask(socket, "setUser", "amm.ux")).toEqual({
      error: "amm.ux is a service or system account and cannot be used here",
    });
    expect(await ask(socket, "setUser", "eosio.token")).toEqual({
      error: "eosio.token is a service or system account and cannot be used here",
    });
    expect(await ask(socket, "setUser", "bob")).toEqual({
      error: PROOF_REQUIRED("bob"),
      proofRequired: true,
    });
    expect(await ask(socket, "setUser", { account: "bob", token: "A".repeat(43) })).toEqual({
      error: PROOF_REQUIRED("bob"),
      proofRequired: true,
    });
    expect(await ask(socket, "payForResources", [depositAction("bob", UTX, 1_0000n)])).toEqual({
      error: NOT_PROVEN("payForResources"),
    });
    expect(await ask(socket, "reportReceived", "1")).toEqual({ error: NOT_PROVEN("reportReceived") });
  });
});

describe("ownership proofs", () => {
  it("refuses a proof of the payer signed with its co-signing key, and with the development key", async () => {
    const socket = await connect();
    expect(await proveOwnership(socket, PAYER, uxServiceAccountKey(PAYER), chainId)).toEqual({
      error: "the proof is not signed by ux.payer@active's keys",
    });
    expect(await proveOwnership(socket, PAYER, systemAccountKey("ux"), chainId)).toEqual({
      error: "ux.payer is a service or system account and cannot be used here",
    });
    // A contract account the configuration does not name is refused for holding code.
    expect(await proveOwnership(socket, "etheraccount", systemAccountKey("ux"), chainId)).toEqual({
      error: "etheraccount is a contract account and cannot be used here",
    });
    expect(await ask(socket, "payForResources", [depositAction(PAYER, UTX, 1_0000n)])).toEqual({
      error: NOT_PROVEN("payForResources"),
    });
  });

  it("refuses someone else's account, another chain's signature, and a bad expiry", async () => {
    const socket = await connect();
    expect(await proveOwnership(socket, "bob", testAccountKey("alice"), chainId)).toEqual({
      error: "the proof is not signed by bob@active's keys",
    });
    const otherChain = "f".repeat(64);
    expect(await proveOwnership(socket, "alice", testAccountKey("alice"), otherChain)).toEqual({
      error: "the proof is not signed by alice@active's keys",
    });
    const sign = async (
      options: { expiresInMs?: number; permission?: string },
      key = testAccountKey("alice"),
    ) => {
      const { nonce } = (await ask(socket, "getNonce")) as { nonce: string };
      return ask(socket, "verifyAuth", signedProof("alice", nonce, [key], chainId, options));
    };
    expect(await sign({ expiresInMs: -5_000 })).toEqual({ error: "the proof transaction has expired" });
    expect(await sign({ expiresInMs: 2 * 3_600_000 })).toEqual({
      error: "the proof transaction expires too far in the future",
    });
    expect(await sign({ permission: "cosign" })).toEqual({
      error: "the proof must be signed with the account's active or owner permission",
    });
    expect(await ask(socket, "setUser", "alice")).toEqual({
      error: PROOF_REQUIRED("alice"),
      proofRequired: true,
    });
  });

  it("refuses a nonce stolen from another connection, a replayed proof, and an expired nonce", async () => {
    const victim = await connect();
    const thief = await connect();
    const alice = testAccountKey("alice");
    const { nonce } = (await ask(victim, "getNonce")) as { nonce: string };
    const proof = signedProof("alice", nonce, [alice], chainId);
    expect(await ask(thief, "verifyAuth", proof)).toEqual({ error: NONCE_REFUSED });
    const proven = (await ask(victim, "verifyAuth", proof)) as { account: string; token: string };
    expect(proven.account).toBe("alice");
    expect(proven.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same proof again, on either connection: the nonce is spent.
    expect(await ask(victim, "verifyAuth", proof)).toEqual({ error: NONCE_REFUSED });
    expect(await ask(thief, "verifyAuth", proof)).toEqual({ error: NONCE_REFUSED });
    expect(await ask(thief, "setUser", "alice")).toEqual({
      error: PROOF_REQUIRED("alice"),
      proofRequired: true,
    });

    const late = await connect();
    const { nonce: old } = (await ask(late, "getNonce")) as { nonce: string };
    clockOffsetMs = 5 * 60_000 + 1_000;
    try {
      expect(
        await ask(late, "verifyAuth", signedProof("alice", old, [alice], chainId, { expiresInMs: 600_000 })),
      ).toEqual({ error: NONCE_REFUSED });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("revokes the session token at loggedOut", async () => {
    const socket = await connect();
    const token = await bindProven(socket, "dave", testAccountKey("dave"), chainId);
    const other = await connect();
    expect(await ask(other, "setUser", { account: "dave", token })).toEqual({ ok: true, account: "dave" });
    // A token names one account: it does not bind another.
    const third = await connect();
    expect(await ask(third, "setUser", { account: "carol", token })).toEqual({
      error: PROOF_REQUIRED("carol"),
      proofRequired: true,
    });
    expect(await ask(socket, "loggedOut", { account: "dave", token })).toEqual({ ok: true });
    expect(await ask(socket, "payForResources", [depositAction("dave", UTX, 1_0000n)])).toEqual({
      error: NOT_PROVEN("payForResources"),
    });
    expect(await ask(third, "setUser", { account: "dave", token })).toEqual({
      error: PROOF_REQUIRED("dave"),
      proofRequired: true,
    });
  });
});

describe("the payer's co-signing key", () => {
  const node = () => createChainClient(chainApi, { fetch });
  async function pushSigned(actions: Action[], key: PrivateKey): Promise<NodeosError> {
    const { header, chainId: id } = await readTransactionHeader(node());
    const built = buildTransaction(header, actions);
    try {
      await node().sendTransaction(signedWith(built, [signTransaction(built.transaction, id, key)]));
    } catch (error) {
      if (error instanceof NodeosError) return error;
      throw error;
    }
    throw new Error("the chain accepted it");
  }
  const cosign = { actor: PAYER, permission: RESOURCE_PAYER_PERMISSION };

  it("authorizes the payer's noop and nothing else, on chain", async () => {
    const tokenAbi = await node().getAbi("eosio.token");
    if (tokenAbi === null) throw new Error("no token ABI");
    const { ABI } = await import("@wharfkit/antelope");
    const transfer = (authorization: { actor: string; permission: string }) =>
      Action.from(
        {
          account: "eosio.token",
          name: "transfer",
          authorization: [authorization],
          data: { from: PAYER, to: "alice", quantity: "1.0000 UTX", memo: "" },
        },
        ABI.from(tokenAbi),
      );
    const noop = Action.from({ account: PAYER, name: "noop", authorization: [cosign], data: "" });
    const key = uxServiceAccountKey(PAYER);

    const withCosign = await pushSigned([transfer(cosign)], key);
    expect(withCosign.errorName).toBe("irrelevant_auth_exception");
    expect(withCosign.detail).toBe(
      // nodeos prints permission levels as JSON here.
      `action declares irrelevant authority '{"actor":"ux.payer","permission":"cosign"}'; minimum authority is {"actor":"ux.payer","permission":"active"}`,
    );
    const asActive = await pushSigned([noop, transfer({ actor: PAYER, permission: "active" })], key);
    expect(asActive.errorName).toBe("unsatisfied_authorization");
    expect(asActive.detail).toBe(
      `transaction declares authority '{"actor":"ux.payer","permission":"active"}', but does not have signatures for it.`,
    );
    // The noop alone is what the key exists for: the chain takes it.
    const { header, chainId: id } = await readTransactionHeader(node());
    const built = buildTransaction(header, [noop]);
    await expect(
      node().sendTransaction(signedWith(built, [signTransaction(built.transaction, id, key)])),
    ).resolves.toMatchObject({ transactionId: built.id });
  });

  it("rate-limits payForResources per connection and per account", async () => {
    const first = await connect();
    const token = await bindProven(first, "carol", testAccountKey("carol"), chainId);
    const deposit = [depositAction("carol", UTX, 1_0000n)];
    for (let i = 0; i < 4; i++)
      expect(await ask(first, "payForResources", deposit)).toHaveProperty("signatures");
    expect(await ask(first, "payForResources", deposit)).toEqual({
      error: "Too many payForResources requests for carol: try again in 60 s",
    });
    const second = await connect();
    expect(await ask(second, "setUser", { account: "carol", token })).toEqual({ ok: true, account: "carol" });
    for (let i = 0; i < 2; i++)
      expect(await ask(second, "payForResources", deposit)).toHaveProperty("signatures");
    expect(await ask(second, "payForResources", deposit)).toEqual({
      error: "Too many payForResources requests for carol: try again in 60 s",
    });
  });
});

describe("orders and reports", () => {
  it("refuses a placedorder for another user and stores nothing for them", async () => {
    const socket = await connect();
    await bindProven(socket, "alice", testAccountKey("alice"), chainId);
    const answer = await ask(socket, "placedorder", {
      pool_id: 1,
      actions: [order("bob")],
      order_ids: ["999"],
      tx_id: "a".repeat(64),
    });
    expect(answer).toEqual({
      error: "placedorder action 1 is not a placeorder or ufxhop of alice on amm.ux",
    });
    expect(await ordersOf(services.database.db, "bob")).toEqual([]);
  });

  it("delivers a report only to its owner's proven session, and again after a reconnect", async () => {
    const alice = await AmmUser.connect(services.urls.ammSocket, chainApi, "alice");
    const { orderIds } = await alice.placeOrders(1, [depositAction("alice", UTX, 1_0000n), order("alice")]);
    alice.close();

    const eavesdropper = await connect();
    await bindProven(eavesdropper, "bob", testAccountKey("bob"), chainId);
    const claimed = await connect();
    expect(await ask(claimed, "setUser", "alice")).toEqual({
      error: PROOF_REQUIRED("alice"),
      proofRequired: true,
    });
    const overheard: unknown[] = [];
    eavesdropper.on("report", (event: unknown) => overheard.push(event));
    claimed.on("report", (event: unknown) => overheard.push(event));

    expect((await services.keeper.tick()).newReports).toBeGreaterThanOrEqual(1);
    await pause(300);
    expect(overheard).toEqual([]);

    const back = await connect();
    const delivered = new Promise<ReportEvent>((resolve) =>
      back.on("report", (event: ReportEvent, ack: (answer: unknown) => void) => {
        ack({ ok: true });
        if (event.order_id === orderIds[0]) resolve(event);
      }),
    );
    expect(await ask(back, "setUser", { account: "alice", token: alice.sessionToken })).toEqual({
      ok: true,
      account: "alice",
    });
    const report = await delivered;
    expect(report.report.input.quantity).toBe(assetTextOf(1_0000n, UTX));
    await pause(200);
    expect(overheard).toEqual([]);
  });
});
