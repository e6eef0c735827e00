import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  activeSwapJobs,
  insertSwapJob,
  type NewSwapJob,
  swapJob,
  swapJobOfPayment,
  updateSwapJob,
} from "../../src/db/swapJobStore";
import { ethPayment } from "../support/ethPayment";
import { useTestDatabase } from "../support/testDatabase";

/* The swap jobs' store: one job per id and per payment, and state changes only from the state read. */

const database = useTestDatabase();

const job = (changes: Partial<NewSwapJob> = {}): NewSwapJob => ({
  id: randomUUID(),
  kind: "swap",
  state: "received",
  payment: ethPayment(),
  paymentTx: `0x${randomUUID().replaceAll("-", "").padEnd(64, "0")}`,
  newAccount: null,
  payout: { account: "alice", contract: "eosio.token", quantity: "1.0000 UTX" },
  referralCode: null,
  expiresAt: 5_000,
  ...changes,
});

describe("swap jobs", () => {
  it("are stored once per id and once per payment", async () => {
    const first = job();
    expect(await insertSwapJob(database.db, first, 1_000)).toBe(true);
    expect(await insertSwapJob(database.db, { ...first, paymentTx: null }, 1_000)).toBe(false);
    expect(await insertSwapJob(database.db, { ...job(), paymentTx: first.paymentTx }, 1_000)).toBe(false);
    expect(await swapJobOfPayment(database.db, "eth", first.paymentTx as string)).toMatchObject({
      id: first.id,
    });
    expect(await swapJob(database.db, first.id)).toMatchObject({
      ...first,
      confirmations: 0,
      uxTx: null,
      createdAt: 1_000,
    });
  });

  it("change state only from the state they are in", async () => {
    const stored = job();
    await insertSwapJob(database.db, stored, 1_000);
    expect(await updateSwapJob(database.db, stored.id, "final", { state: "swapped" }, 2_000)).toBe(false);
    expect(
      await updateSwapJob(
        database.db,
        stored.id,
        "received",
        { state: "broadcast", confirmations: 1 },
        2_000,
      ),
    ).toBe(true);
    expect(await updateSwapJob(database.db, stored.id, "received", { state: "final" }, 3_000)).toBe(false);
    expect(await swapJob(database.db, stored.id)).toMatchObject({
      state: "broadcast",
      confirmations: 1,
      updatedAt: 2_000,
    });
  });

  it("store a signed transaction only over the one the step read, so two workers never both push one", async () => {
    const stored = job({ state: "final" });
    await insertSwapJob(database.db, stored, 1_000);
    const signed = (id: string) => ({
      chain: "ux",
      id: id.repeat(64),
      packedTrx: "00",
      signatures: ["SIG_K1_x"],
      expiration: 9_000,
    });
    const read = { uxTx: null, refundTx: null };
    // Both read the job without a transaction and signed one each: the first to store wins.
    expect(await updateSwapJob(database.db, stored.id, "final", { uxTx: signed("a") }, 2_000, read)).toBe(
      true,
    );
    expect(await updateSwapJob(database.db, stored.id, "final", { uxTx: signed("b") }, 2_000, read)).toBe(
      false,
    );
    expect((await swapJob(database.db, stored.id))?.uxTx?.id).toBe("a".repeat(64));
    // Clearing a dead one needs that one: a stale reader cannot clear (or replace) the one stored since.
    const stale = { uxTx: signed("b"), refundTx: null };
    expect(await updateSwapJob(database.db, stored.id, "final", { uxTx: null }, 3_000, stale)).toBe(false);
    const current = { uxTx: signed("a"), refundTx: null };
    expect(await updateSwapJob(database.db, stored.id, "final", { uxTx: null }, 3_000, current)).toBe(true);
    expect((await swapJob(database.db, stored.id))?.uxTx).toBeNull();
    // The refund's column the same way.
    const refund = { chain: "eth", hash: `0x${"c".repeat(64)}`, raw: "0x00" };
    expect(await updateSwapJob(database.db, stored.id, "final", { refundTx: refund }, 4_000, read)).toBe(
      true,
    );
    expect(await updateSwapJob(database.db, stored.id, "final", { refundTx: refund }, 4_000, read)).toBe(
      false,
    );
  });

  it("leave the active list once finished; quoted ones wait for their report", async () => {
    const quoted = job({ state: "quoted", paymentTx: null });
    const done = job({ state: "swapped" });
    await insertSwapJob(database.db, quoted, 1_000);
    await insertSwapJob(database.db, done, 1_000);
    const active = (await activeSwapJobs(database.db)).map((j) => j.id);
    expect(active).not.toContain(quoted.id);
    expect(active).not.toContain(done.id);
  });
});
