import { AMM_DEPOSIT_MEMO } from "@ux/core/amm/contract";
import { Bytes, Serializer, Signature, Transaction } from "@wharfkit/antelope";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMM, TOKEN, USDT_CONTRACT } from "../support/ammFixtures";
import { FAKE_CHAIN_ID } from "../support/fakeNodeos";
import { bindProven } from "../support/provenSession";
import { connectClient, nextEvent, pause } from "../support/socketClient";
import { useTestServices } from "../support/startTestServices";
import { KEYS } from "../support/testKeys";

const auth = (actor: string) => [{ actor, permission: "active" }];
const deposit = (from: string, quantity = "10.0000 UTX", memo = AMM_DEPOSIT_MEMO, to = AMM) => ({
  account: TOKEN,
  name: "transfer",
  authorization: auth(from),
  data: { from, to, quantity, memo },
});
const placeorder = (owner: string, quantity = "10.0000 UTX") => ({
  account: AMM,
  name: "placeorder",
  authorization: auth(owner),
  data: {
    contract: TOKEN,
    outputs: [{ ext_symbol: { sym: "6,USDT", contract: USDT_CONTRACT }, proportion: 10_000 }],
    owner,
    pool_id: 1,
    quantity,
  },
});

const running = useTestServices();
let socket: Socket;

beforeAll(async () => {
  socket = await connectClient(running.services.urls.ammSocket);
  await bindProven(socket, "alice", KEYS.alice, FAKE_CHAIN_ID);
});

afterAll(async () => {
  socket?.disconnect();
});

describe("payForResources", () => {
  it("signs a deposit + placeorder of the user with the payer's noop first, TaPoS 3 blocks back, 360 s expiry", async () => {
    const prepared = nextEvent<{ tx: unknown; signatures: string[]; serializedTransactionX: string }>(
      socket,
      "preparedTx",
    );
    const ack = await socket
      .timeout(5_000)
      .emitWithAck("payForResources", [deposit("alice"), placeorder("alice")]);
    const event = await prepared;
    expect(ack).toEqual(event);
    const trx = Serializer.decode({
      data: Bytes.from(event.serializedTransactionX, "hex"),
      type: Transaction,
    });
    expect(Serializer.objectify(Transaction.from(event.tx as never))).toEqual(Serializer.objectify(trx));
    expect(
      trx.actions.map(
        (a) => `${a.account}::${a.name}@${a.authorization.map((l) => `${l.actor}@${l.permission}`)}`,
      ),
    ).toEqual([
      "ux.payer::noop@ux.payer@cosign",
      "eosio.token::transfer@alice@active",
      "amm.ux::placeorder@alice@active",
    ]);
    expect(trx.actions[0]?.data.length).toBe(0);
    const head = running.chain.headBlockNum;
    expect(Number(trx.ref_block_num)).toBe((head - 3) & 0xffff);
    expect(trx.expiration.toMilliseconds()).toBe(
      Math.floor(running.chain.headTimeMs / 1000) * 1000 + 360_000,
    );
    const [signature] = event.signatures;
    expect(event.signatures).toHaveLength(1);
    const digest = trx.signingDigest(FAKE_CHAIN_ID);
    expect(Signature.from(signature as string).verifyDigest(digest, KEYS.payer.toPublic())).toBe(true);
    expect(Signature.from(signature as string).verifyDigest(digest, KEYS.alice.toPublic())).toBe(false);

    // With the user's signature added, the node accepts it: the order is queued and the deposit spent.
    const userSignature = KEYS.alice.signDigest(digest).toString();
    const answer = await fetch(`${running.chain.url}/v1/chain/send_transaction`, {
      method: "POST",
      body: JSON.stringify({
        signatures: [signature, userSignature],
        compression: 0,
        packed_trx: event.serializedTransactionX,
      }),
    });
    expect(answer.status).toBe(200);
    expect(running.chain.queuedOrders().map((o) => [o.owner, o.pool_id, o.quantity])).toEqual([
      ["alice", 1, "10.0000 UTX"],
    ]);
  });

  it("accepts actions with hex data and an object payload {actions}", async () => {
    const { AMM_ABI } = await import("@ux/core/amm/contract");
    const { ABI, Action } = await import("@wharfkit/antelope");
    const hex = Action.from(placeorder("alice"), ABI.from(AMM_ABI)).data.hexString;
    const prepared = nextEvent(socket, "preparedTx");
    const ack = await socket.timeout(5_000).emitWithAck("payForResources", {
      actions: [{ ...placeorder("alice"), data: hex }],
    });
    await prepared;
    expect(ack).toHaveProperty("serializedTransactionX");
  });

  const refusals: [string, unknown, string][] = [
    [
      "a foreign action",
      [
        deposit("alice"),
        {
          account: "eosio",
          name: "buyrambytes",
          authorization: auth("alice"),
          data: { payer: "alice", receiver: "alice", bytes: 1 },
        },
      ],
      "Action 2 (eosio::buyrambytes) is not an AMM deposit, open or order: the service does not pay for it",
    ],
    [
      "a token action that is not a deposit or open",
      [
        {
          account: TOKEN,
          name: "issue",
          authorization: auth("alice"),
          data: { to: "alice", quantity: "1.0000 UTX", memo: "" },
        },
      ],
      "Action 1 (eosio.token::issue) is not an AMM deposit, open or order: the service does not pay for it",
    ],
    [
      "another user's order",
      [placeorder("bob")],
      "Action 1 (amm.ux::placeorder) must be authorized by alice alone",
    ],
    [
      "another user's order authorized by the user",
      [{ ...placeorder("bob"), authorization: auth("alice") }],
      "Action 1 (amm.ux::placeorder) must be owned by alice",
    ],
    [
      "a second authorizer",
      [{ ...placeorder("alice"), authorization: [...auth("alice"), ...auth("ux.payer")] }],
      "Action 1 (amm.ux::placeorder) must be authorized by alice alone",
    ],
    [
      "a transfer to the AMM with another memo",
      [deposit("alice", "10.0000 UTX", "hello")],
      "Action 1 (eosio.token::transfer): a transfer to the AMM must have the memo 'Transfer to AMM'",
    ],
    [
      "a transfer to someone else",
      [deposit("alice", "10.0000 UTX", AMM_DEPOSIT_MEMO, "bob")],
      "Action 1 (eosio.token::transfer): a deposit must be a transfer from alice to amm.ux",
    ],
    [
      "an AMM open paid by the service",
      [
        {
          account: AMM,
          name: "open",
          authorization: auth("alice"),
          data: { owner: "alice", ext_symbol: { sym: "4,UTX", contract: TOKEN }, ram_payer: "ux.payer" },
        },
      ],
      "Action 1 (amm.ux::open) must open a balance of alice, paid by alice",
    ],
    [
      "a withdrawall (not paid for)",
      [{ account: AMM, name: "withdrawall", authorization: auth("alice"), data: { from: "alice" } }],
      "Action 1 (amm.ux::withdrawall) is not an AMM deposit, open or order: the service does not pay for it",
    ],
    ["not a list of actions", "transfer everything", "Invalid payForResources payload: Invalid input"],
    ["an empty list", [], "Invalid payForResources payload: payForResources needs at least one action"],
    [
      "an action without authorization",
      [{ ...placeorder("alice"), authorization: [] }],
      "Invalid payForResources payload at 0.authorization: every action needs an authorization",
    ],
    [
      "data that is not the action's struct",
      [{ ...placeorder("alice"), data: { owner: "alice" } }],
      "Action 1 (amm.ux::placeorder) has data the contract's ABI cannot encode",
    ],
    [
      "hex data of the wrong length",
      [{ ...placeorder("alice"), data: "00ff" }],
      "Action 1 (amm.ux::placeorder) has data",
    ],
    [
      "a malformed quantity",
      [deposit("alice", "10 UTX")],
      "Action 1 (eosio.token::transfer): 10 UTX must have 4 decimals",
    ],
    [
      "a deposit of a token no pool holds",
      [deposit("alice", "1.0000 ABC")],
      "Action 1 (eosio.token::transfer): ABC@eosio.token is not a token of the AMM's pools",
    ],
    [
      "an order of nothing",
      [placeorder("alice", "0.0000 UTX")],
      "Action 1 (amm.ux::placeorder): the quantity must be positive",
    ],
  ];

  it.each(refusals)("refuses %s with a clear msg and signs nothing", async (_name, payload, message) => {
    const sent = running.chain.calls.filter((c) => c === "/v1/chain/send_transaction").length;
    let prepared = false;
    const onPrepared = () => {
      prepared = true;
    };
    socket.on("preparedTx", onPrepared);
    const msg = nextEvent<string>(socket, "msg");
    const ack = (await socket.timeout(5_000).emitWithAck("payForResources", payload)) as { error: string };
    expect(await msg).toBe(ack.error);
    expect(ack.error.startsWith(message)).toBe(true);
    await pause(20);
    socket.off("preparedTx", onPrepared);
    expect(prepared).toBe(false);
    expect(running.chain.calls.filter((c) => c === "/v1/chain/send_transaction").length).toBe(sent);
  });

  it("refuses everything before a proven setUser and refuses a bad account name", async () => {
    const stranger = await connectClient(running.services.urls.ammSocket);
    try {
      expect(await stranger.timeout(5_000).emitWithAck("payForResources", [placeorder("alice")])).toEqual({
        error:
          "Prove your account before payForResources: getNonce, verifyAuth (or verifyAuthMetamask), then setUser",
      });
      expect(await stranger.timeout(5_000).emitWithAck("setUser", "Alice!")).toEqual({
        error:
          "Invalid setUser payload at account: must be a valid account name (a-z, 1-5, '.', 1-12 characters)",
      });
      expect(await stranger.timeout(5_000).emitWithAck("placedorder", {})).toEqual({
        error:
          "Prove your account before placedorder: getNonce, verifyAuth (or verifyAuthMetamask), then setUser",
      });
    } finally {
      stranger.disconnect();
    }
  });
});
