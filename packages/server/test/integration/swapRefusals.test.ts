import { randomUUID } from "node:crypto";
import { requestAcceptedSchema, type TxError, txErrorSchema } from "@ux/core/accounts/socket";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { describe, expect, it } from "vitest";
import { swapJob } from "../../src/db/swapJobStore";
import { chainOf } from "./support/swapNetwork";
import { accountView } from "./support/swapReads";
import { SWAP_FUND, swapSuite } from "./support/swapSuite";
import {
  accountMemo,
  EOS,
  ethereumPayer,
  newKeys,
  pushAs,
  signedTransfer,
  UTX,
  uxBalance,
} from "./support/swapUser";

/*
 * What the swap service refuses, against the real parts. Before any money moves: a taken name, a bad key, an
 * underpayment, a wrong recipient, a malformed memo or payload, a payment that does not name its request:
 * `msg`, no job, and the payment never broadcast. After the payment: a failure (the name taken meanwhile, a
 * short Ethereum payment) refunds the payer on the payer's chain, once.
 */

const suite = swapSuite();

/** alice takes `name` on ux herself (newaccount and its RAM). */
async function takeName(name: string) {
  const key = newKeys().publicKey;
  const authority = { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] };
  const pushed = await pushAs(suite.network.uxApi, "ux", "alice", testAccountKey("alice"), [
    {
      account: "eosio",
      name: "newaccount",
      data: { creator: "alice", name, owner: authority, active: authority },
    },
    { account: "eosio", name: "buyram", data: { payer: "alice", receiver: name, quant: "5.0000 UTXRAM" } },
  ]);
  expect(pushed.kind).toBe("applied");
}

describe("createAccount refusals before any money moves", () => {
  const keys = newKeys();
  const good = {
    to: SWAP_FUND,
    quantity: "3.1250 EOS",
    memo: accountMemo("refusedname1", keys.publicKey, keys.publicKey),
  };
  const BAD_KEY = `${keys.publicKey.slice(0, -1)}${keys.publicKey.endsWith("A") ? "B" : "A"}`;

  it.each([
    [
      "a taken name",
      { memo: accountMemo("takenname111", keys.publicKey, keys.publicKey) },
      "The account name takenname111 is already taken",
    ],
    [
      "a bad key",
      { memo: accountMemo("refusedname1", BAD_KEY, keys.publicKey) },
      "Owner key: The public key checksum does not match",
    ],
    [
      "an underpayment",
      { quantity: "3.1249 EOS" },
      "The payment of 3.1249 EOS is less than the account cost of 3.1250 EOS",
    ],
    ["another recipient", { to: "bob" }, "The payment must go to the swap fund swap.ux"],
    [
      "a memo without keys",
      { memo: "refusedname1" },
      "The memo must be 'name,ownerKey,activeKey' (three fields, comma-joined)",
    ],
    [
      "a short name",
      { memo: accountMemo("short", keys.publicKey, keys.publicKey) },
      "The account name 'short' must be: 12 characters long",
    ],
  ])("%s", async (_case, change, error) => {
    if (_case === "a taken name") await takeName("takenname111");
    const user = await suite.connect();
    const [alice, fund] = [
      await uxBalance(suite.network.eosApi, "alice", EOS),
      await uxBalance(suite.network.eosApi, SWAP_FUND, EOS),
    ];
    const { txId, ...payment } = await signedTransfer(suite.network.eosApi, "eos", "alice", {
      ...good,
      ...change,
    });
    const id = randomUUID();
    expect(await user.ask("createAccount", { id, chain: "eos", ...payment })).toEqual({ error });
    expect(user.named("msg")).toEqual([error]);
    expect(await swapJob(suite.network.services.database.db, id)).toBeNull();
    expect(await chainOf(suite.network.eosApi).historyTransaction(txId)).toBeNull();
    expect([
      await uxBalance(suite.network.eosApi, "alice", EOS),
      await uxBalance(suite.network.eosApi, SWAP_FUND, EOS),
    ]).toEqual([alice, fund]);
  });

  it("a payment the chain refuses (signed with another key) moves nothing", async () => {
    const user = await suite.connect();
    const alice = await uxBalance(suite.network.eosApi, "alice", EOS);
    const forged = await signedTransfer(suite.network.eosApi, "eos", "alice", good);
    const other = await signedTransfer(suite.network.eosApi, "eos", "bob", good);
    const answer = await user.ask("createAccount", {
      id: randomUUID(),
      chain: "eos",
      serializedTransaction: forged.serializedTransaction,
      signatures: other.signatures,
    });
    expect(String(answer.error)).toMatch(/^The payment was refused by eos: /);
    expect(await uxBalance(suite.network.eosApi, "alice", EOS)).toBe(alice);
  });

  it("an unconfigured chain, an order id reused for another payment, a payment handed over twice", async () => {
    const user = await suite.connect();
    const keys = newKeys();
    const { txId: _, ...payment } = await signedTransfer(suite.network.eosApi, "eos", "alice", {
      ...good,
      memo: accountMemo("handedover11", keys.publicKey, keys.publicKey),
    });
    expect(await user.ask("createAccount", { id: randomUUID(), chain: "wax", ...payment })).toEqual({
      error: "Accounts are paid on eos, not wax",
    });
    const id = randomUUID();
    expect(await user.ask("createAccount", { id, chain: "eos", ...payment })).toMatchObject({
      state: "broadcast",
    });
    expect(await user.ask("createAccount", { id: randomUUID(), chain: "eos", ...payment })).toEqual({
      error: `This payment was already handed over (order ${id})`,
    });
    const other = await signedTransfer(suite.network.eosApi, "eos", "bob", {
      ...good,
      memo: accountMemo("otherorder11", keys.publicKey, keys.publicKey),
    });
    expect(
      await user.ask("createAccount", {
        id,
        chain: "eos",
        serializedTransaction: other.serializedTransaction,
        signatures: other.signatures,
      }),
    ).toEqual({ error: `The order id ${id} is already used by another order` });
    // The first hand-over goes through: wait for it, so the fund is still when the next test reads it.
    await user.next<{ uuid: string }>("accountCreated", (created) => created.uuid === id);
  });

  it("malformed payloads, with the field named", async () => {
    const user = await suite.connect();
    expect(
      await user.ask("createAccount", {
        id: "x",
        chain: "eos",
        serializedTransaction: "00",
        signatures: ["s"],
      }),
    ).toEqual({
      error: "Invalid createAccount payload at id: must be a lowercase UUID",
    });
    expect(await user.ask("createAccount", "nonsense")).toEqual({
      error: "Invalid createAccount payload: Invalid input: expected object, received string",
    });
    expect(await user.ask("request", { id: randomUUID() })).toMatchObject({
      error: expect.stringMatching(/^Invalid request payload at send/),
    });
  });
});

/** A new request of 0.01 ETH from `payer` for 250 UTX to bob. */
const ethToBobRequest = (payer: string) => ({
  id: randomUUID(),
  send: { account: payer, asset: { symbol: "ETH", chain: "eth" }, amount: "0.01" },
  receive: { account: "bob", asset: { symbol: "UTX", chain: "ux" }, amount: "250" },
});

/** A user whose request of 0.01 ETH for 250 UTX to bob was accepted, paid from Hardhat account `payerIndex`. */
async function acceptedEthToBob(payerIndex: number) {
  const user = await suite.connect();
  const payer = ethereumPayer(suite.network.ethereum, payerIndex);
  const request = ethToBobRequest(payer.address);
  const accepted = requestAcceptedSchema.parse(await user.ask("request", request));
  return { user, payer, request, accepted };
}

describe("transferOnEthereum refusals", () => {
  it("a payment that does not name its request, an unknown request, a report that does not match", async () => {
    const { user, payer, request, accepted } = await acceptedEthToBob(9);
    const unnamed = await payer.pay({ ...accepted, data: "0x" }, true);
    expect(await user.ask("transferOnEthereum", { ...request, transactionHash: unnamed })).toEqual({
      error: `The transaction ${unnamed} does not name request ${request.id}: send it with the data the request answered`,
    });
    const unknown = randomUUID();
    expect(
      await user.ask("transferOnEthereum", { ...request, id: unknown, transactionHash: unnamed }),
    ).toEqual({
      error: `Unknown request ${unknown}: send request first, then pay what it answers`,
    });
    expect(
      await user.ask("transferOnEthereum", {
        ...request,
        receive: { ...request.receive, account: "carol" },
        transactionHash: unnamed,
      }),
    ).toEqual({ error: `The transfer does not match request ${request.id}` });
    expect((await swapJob(suite.network.services.database.db, request.id))?.state).toBe("quoted");
    payer.close();
  });
});

describe("a failure after payment refunds the payer", () => {
  it("EOS: the name is taken while the payment becomes irreversible, so the payment goes back", async () => {
    const user = await suite.connect();
    const keys = newKeys();
    const [alice, fundUtx] = [
      await uxBalance(suite.network.eosApi, "alice", EOS),
      await uxBalance(suite.network.uxApi, SWAP_FUND, UTX),
    ];
    const { txId, ...payment } = await signedTransfer(suite.network.eosApi, "eos", "alice", {
      to: SWAP_FUND,
      quantity: "3.1250 EOS",
      memo: accountMemo("racename1111", keys.publicKey, keys.publicKey),
    });
    const id = randomUUID();
    expect(await user.ask("createAccount", { id, chain: "eos", ...payment })).toMatchObject({
      state: "broadcast",
    });
    await takeName("racename1111");
    const error = txErrorSchema.parse(await user.next<TxError>("txError", (e) => e.refund !== null));
    expect(error.error).toMatch(/^The account racename1111 could not be created: /);
    expect(error.refund).toMatchObject({ chain: "eos", amount: "3.1250 EOS" });
    expect(await uxBalance(suite.network.eosApi, "alice", EOS)).toBe(alice);
    expect(await uxBalance(suite.network.uxApi, SWAP_FUND, UTX)).toBe(fundUtx);
    const job = await swapJob(suite.network.services.database.db, id);
    expect([job?.state, job?.paymentTx]).toEqual(["refunded", txId]);
    expect(await accountView(suite.network.uxApi, "racename1111")).not.toBeNull();
  });

  it("ETH: a payment short of what the request needs is sent back after 3 confirmations", async () => {
    const { user, payer, request, accepted } = await acceptedEthToBob(2);
    const hash = await payer.pay({ ...accepted, units: "5000000000000000" }, true);
    await user.ask("transferOnEthereum", { ...request, transactionHash: hash });
    const error = txErrorSchema.parse(await user.next<TxError>("txError", (e) => e.refund !== null));
    expect(error.error).toBe(
      "The payment of 0.005000000000000000 ETH is less than the 0.010000000000000000 ETH required",
    );
    const refund = await payer.provider.getTransaction(error.refund?.transaction_id as string);
    expect([refund?.to, refund?.value]).toEqual([payer.address, 5_000_000_000_000_000n]);
    expect((await swapJob(suite.network.services.database.db, request.id))?.state).toBe("refunded");
    payer.close();
  });
});
