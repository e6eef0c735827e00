import { randomUUID } from "node:crypto";
import { PrivateKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { insertSwapJob } from "../../src/db/swapJobStore";
import { ethereumAccountPlan, memoAccountPlan, nameRefusal } from "../../src/swap/newAccountPlanning";
import { useTestDatabase } from "../support/testDatabase";
import { fakeReads, requestDeps } from "./swapTestDeps";

/* The new-account checks and the authorities each kind of payer's account gets. */

const database = useTestDatabase();

const KEY = PrivateKey.generate("K1").toPublic().toLegacyString();
const OTHER = PrivateKey.generate("K1").toPublic().toLegacyString();
const PAYER = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";
const gateway = { permission: { actor: "evm.gateway", permission: "active" }, weight: 1 };
const keyed = (key: string) => ({ threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] });
const checks = (reads = fakeReads({})) => requestDeps(database.db, reads);

describe("a new account's name", () => {
  it.each([
    ["short", "The account name 'short' must be: 12 characters long"],
    ["alice", "The account name 'alice' must be: 12 characters long"],
  ])("%s is refused", async (name, error) => {
    expect(await nameRefusal(checks(), name)).toBe(error);
  });

  it("is refused when taken, unreadable, or being created by another job", async () => {
    expect(await nameRefusal(checks(fakeReads({ existing: ["takenname123"] })), "takenname123")).toBe(
      "The account name takenname123 is already taken",
    );
    expect(await nameRefusal(checks(fakeReads({ unreachable: true })), "freename1234")).toBe(
      "The name freename1234 could not be checked on UX Network: try again",
    );
    const job = await memoAccountPlan(checks(), { name: "pendingname1", ownerKey: KEY, activeKey: KEY });
    if (!job.ok) throw new Error(job.error);
    await insertSwapJob(
      database.db,
      {
        id: randomUUID(),
        kind: "account",
        state: "broadcast",
        payment: {
          chain: "eos",
          symbol: "EOS",
          decimals: 4,
          contract: "eosio.token",
          payer: "alice",
          required: "1",
          paid: "1",
          signed: null,
          blockNum: 1,
          paidAt: null,
        },
        paymentTx: "ab".repeat(32),
        newAccount: job.plan,
        payout: null,
        referralCode: null,
        expiresAt: 0,
      },
      1_000,
    );
    expect(await nameRefusal(checks(), "pendingname1")).toBe(
      "The account name pendingname1 is already being created",
    );
    expect(await nameRefusal(checks(), "freename1234")).toBeNull();
  });
});

describe("an Ethereum payer's new account", () => {
  it("with its own keys gets them as owner and active", async () => {
    expect(
      await ethereumAccountPlan(checks(), { name: "keyedacct123", ownerKey: KEY, activeKey: OTHER }, PAYER),
    ).toEqual({
      ok: true,
      plan: { name: "keyedacct123", owner: keyed(KEY), active: keyed(OTHER), ethAddress: null },
    });
  });

  it("controlled by the paying address lets the EVM gateway act for it and links the address", async () => {
    expect(await ethereumAccountPlan(checks(), { name: "linkedacct12", ethAddress: PAYER }, PAYER)).toEqual({
      ok: true,
      plan: {
        name: "linkedacct12",
        owner: { threshold: 1, keys: [], accounts: [gateway], waits: [] },
        active: { threshold: 1, keys: [], accounts: [gateway], waits: [] },
        ethAddress: PAYER,
      },
    });
  });

  it.each([
    [
      { name: "newacct12345" },
      "The new account needs an owner key, or the paying Ethereum address to control it",
    ],
    [{ name: "newacct12345", ownerKey: "EOSbad" }, "Owner key: The public key has the wrong length"],
    [
      { name: "newacct12345", ownerKey: KEY, activeKey: "nokey" },
      "Active key: A public key starts with EOS or PUB_K1_",
    ],
    [
      { name: "newacct12345", ethAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" },
      "The new account can only be linked to the Ethereum address that pays for it",
    ],
  ])("refuses %j", async (request, error) => {
    expect(await ethereumAccountPlan(checks(), request, PAYER)).toEqual({ ok: false, error });
  });

  it("refuses an address already linked, or whose link cannot be read", async () => {
    expect(
      await ethereumAccountPlan(
        checks(fakeReads({ links: { [PAYER]: "ethmapped" } })),
        { name: "newacct12345", ethAddress: PAYER },
        PAYER,
      ),
    ).toEqual({ ok: false, error: `${PAYER} is already linked to the account ethmapped` });
    const unreadable = fakeReads({});
    (unreadable as unknown as { linkedAccount: () => Promise<undefined> }).linkedAccount = async () =>
      undefined;
    expect(
      await ethereumAccountPlan(checks(unreadable), { name: "newacct12345", ethAddress: PAYER }, PAYER),
    ).toEqual({
      ok: false,
      error: "The Ethereum address's link could not be checked: try again",
    });
  });
});
