import { randomUUID } from "node:crypto";
import { erc20PaymentData, ethPaymentData } from "@ux/core/accounts/socket";
import { PrivateKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { planEthereumRequest } from "../../src/swap/ethereumRequest";
import { useTestDatabase } from "../support/testDatabase";
import { devnetConfig, fakeReads, requestDeps } from "./swapTestDeps";

/*
 * `request` planning with UX's answers stood in for: what is accepted (and exactly what to pay), and every
 * refusal, each before anything is paid.
 */

const database = useTestDatabase();

const PAYER = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const OUR = devnetConfig().ethereum?.ourAddress as string;
const KEY = PrivateKey.generate("K1").toPublic().toLegacyString();

/** A request's send or receive side. */
const side = (account: string, symbol: string, chain: string, amount: string) => ({
  account,
  asset: { symbol, chain },
  amount,
});

const request = (changes: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  send: side(PAYER, "ETH", "eth", "0.01"),
  receive: side("alice", "UTXRAM", "ux", "25"),
  ...changes,
});

const plan = (payload: ReturnType<typeof request>, reads = fakeReads({})) =>
  planEthereumRequest(requestDeps(database.db, reads), payload as never);

describe("an Ethereum swap request", () => {
  it("is accepted with the amount, the address and the data that names it", async () => {
    const payload = request();
    const planned = await plan(payload);
    if (!planned.ok) throw new Error(planned.error);
    expect(planned.accepted).toMatchObject({
      to: OUR,
      amount: "0.01",
      units: "10000000000000000",
      data: ethPaymentData(payload.id),
      accountCost: "0",
      receive: { account: "alice", amount: "25.0000" },
      expiresAt: 1_000 + 30 * 60_000,
    });
    expect(planned.job).toMatchObject({
      kind: "swap",
      state: "quoted",
      payout: { account: "alice", contract: "eosio.token", quantity: "25.0000 UTXRAM" },
      payment: {
        chain: "eth",
        symbol: "ETH",
        contract: null,
        payer: PAYER.toLowerCase(),
        required: "10000000000000000",
      },
    });
  });

  it("with a new account adds its cost and pays USDT to the token with the transfer data", async () => {
    const payload = request({
      send: side(PAYER, "USDT", "eth", "10"),
      receive: side("newuser12345", "UTX", "ux", "100"),
      newAccount: { name: "newuser12345", ownerKey: KEY },
    });
    const planned = await plan(payload);
    if (!planned.ok) throw new Error(planned.error);
    const usdt = devnetConfig().ethereum?.tokens[1]?.address?.toLowerCase() as string;
    expect(planned.accepted).toMatchObject({
      to: usdt,
      amount: "12.5",
      units: "12500000",
      accountCost: "2.5",
      data: erc20PaymentData(OUR, 12_500_000n, payload.id),
    });
    expect(planned.job.kind).toBe("account");
    expect(planned.job.newAccount?.owner.keys).toEqual([{ key: KEY, weight: 1 }]);
  });

  it.each([
    [
      "an EOSIO send chain",
      { send: side("alice", "EOS", "eos", "1") },
      "Requests are paid on Ethereum; on an EOSIO chain, create the account with createAccount",
    ],
    ["an unknown token", { send: side(PAYER, "DAI", "eth", "1") }, "DAI on eth is not accepted"],
    [
      "an account name as payer",
      { send: side("alice", "ETH", "eth", "1") },
      "The sending account must be an Ethereum address",
    ],
    [
      "too many decimals",
      { send: side(PAYER, "USDT", "eth", "1.0000001") },
      "Send amount: At most 6 decimals are allowed",
    ],
    [
      "a receiver off UX",
      { receive: side("alice", "UTX", "eos", "1") },
      "The receiving account must be on UX Network",
    ],
    ["nothing to do", { send: side(PAYER, "ETH", "eth", "0") }, "Enter an amount"],
    ["no such pair", { receive: side("alice", "UFX", "ux", "1") }, "ETH cannot be swapped to UFX"],
    [
      "a missing receiver",
      { receive: side("nobody", "UTX", "ux", "1") },
      "The receiving account nobody does not exist",
    ],
    ["over the maximum", { send: side(PAYER, "ETH", "eth", "1.0001") }, "Maximum 1 ETH per swap"],
    ["under the minimum", { send: side(PAYER, "ETH", "eth", "0.0009") }, "Minimum 0.001 ETH per swap"],
    [
      "more than the rate gives",
      { receive: side("alice", "UTXRAM", "ux", "25.0001") },
      "The rate changed: 0.01 ETH now gives 25.0000 UTXRAM",
    ],
    [
      "a receiver that is not the new account",
      { newAccount: { name: "newuser12345", ownerKey: KEY } },
      "The receiving account must be the new account",
    ],
  ])("is refused for %s", async (_case, changes, error) => {
    expect(await plan(request(changes))).toEqual({ ok: false, error });
  });

  it("gives a KYC-verified receiver the larger maximum", async () => {
    const big = request({
      send: side(PAYER, "ETH", "eth", "5"),
      receive: side("alice", "UTXRAM", "ux", "0"),
    });
    expect(await plan(big)).toEqual({ ok: false, error: "Maximum 1 ETH per swap" });
    expect((await plan(big, fakeReads({ verified: ["alice"] }))).ok).toBe(true);
  });
});
