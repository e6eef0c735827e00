import { randomUUID } from "node:crypto";
import { chainTimeToMs } from "@ux/core/chainClient";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SwapJob, swapJob } from "../../src/db/swapJobStore";
import { move } from "../../src/swap/jobContext";
import type { SwapService } from "../../src/swap/swapService";
import { jobUxActions } from "../../src/swap/uxActions";
import { chainOf, type SwapNetwork, startSwapNetwork, stopSwapNetwork } from "./support/swapNetwork";
import { accountMemo, EOS, newKeys, SwapUser, signedTransfer, UTX, uxBalance } from "./support/swapUser";

/*
 * A crash at each point of a paid job's last step, replayed with the worker driven by hand (loops off) on the
 * real chains and database: the UX transaction signed and stored but never pushed; stored and pushed but the
 * job not yet marked; stored, never pushed, and expired (only then is another signed); a refund pushed but
 * not marked. Each time the next pass finishes the job and the money moves exactly once.
 */

let network: SwapNetwork;
let swap: SwapService;
const FUND = "swap.ux";

beforeAll(async () => {
  network = await startSwapNetwork({ manual: true });
  swap = network.services.swap as SwapService;
}, 90_000);

afterAll(() => stopSwapNetwork(network));

/** Runs worker passes until the job reaches `state`. */
async function passUntil(id: string, state: SwapJob["state"], ms = 30_000): Promise<SwapJob> {
  const deadline = Date.now() + ms;
  for (;;) {
    await swap.worker.run();
    const job = await swapJob(network.services.database.db, id);
    if (job?.state === state) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is ${job?.state}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A paid EOS account job, carried to `final` (its payment irreversible), nothing done on UX yet. */
async function finalJob(name: string): Promise<SwapJob> {
  const user = await SwapUser.connect(network.swapUrl);
  const keys = newKeys();
  const { txId: _, ...payment } = await signedTransfer(network.eosApi, "eos", "alice", {
    to: FUND,
    quantity: "3.1250 EOS",
    memo: accountMemo(name, keys.publicKey, keys.publicKey),
  });
  const id = randomUUID();
  await user.ask("createAccount", { id, chain: "eos", ...payment });
  user.close();
  return passUntil(id, "final");
}

const signUx = (job: SwapJob) =>
  swap.context.ux.sender.sign(jobUxActions(swap.context.ux.actions, job), swap.context.ux.signer, 30);

const fundUtx = () => uxBalance(network.uxApi, FUND, UTX);

/** A final job whose UX transaction is signed and stored as the crash left it: not pushed, not marked. */
async function signedAndStored(name: string) {
  const job = await finalJob(name);
  const fund = await fundUtx();
  const signed = await signUx(job);
  await move(swap.context, job, { uxTx: signed });
  return { job, fund, signed };
}

async function advanceUxClock(seconds: number): Promise<void> {
  const response = await fetch(`${network.uxApi}/v1/devnet/advance_clock`, {
    method: "POST",
    headers: { Authorization: `Bearer ${network.devnet.adminToken}` },
    body: JSON.stringify({ seconds }),
  });
  const { next_block_time } = (await response.json()) as { next_block_time: string };
  while (
    chainTimeToMs((await chainOf(network.uxApi).getInfo()).head_block_time) < chainTimeToMs(next_block_time)
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("a crash in the last step of a paid job", () => {
  it("signed and stored, never pushed: the next pass pushes those very bytes", async () => {
    const { job, fund, signed } = await signedAndStored("storedonly11");
    const done = await passUntil(job.id, "created");
    expect(done.uxTx?.id).toBe(signed.id);
    expect(await fundUtx()).toBe(fund - 1_250_000n);
  });

  it("pushed but not marked: the next pass finds it in history and pushes nothing new", async () => {
    const { job, fund, signed } = await signedAndStored("pushedonly11");
    expect((await swap.context.ux.sender.push(signed)).kind).toBe("applied");
    const done = await passUntil(job.id, "created");
    expect(done.uxTx?.id).toBe(signed.id);
    expect(await fundUtx()).toBe(fund - 1_250_000n);
  });

  it("stored, never pushed, expired: only then is another signed, and one applies", async () => {
    const { job, fund, signed } = await signedAndStored("expiredonly1");
    await advanceUxClock(60);
    const done = await passUntil(job.id, "created");
    expect(done.uxTx?.id).not.toBe(signed.id);
    expect(await chainOf(network.uxApi).historyTransaction(signed.id)).toBeNull();
    expect(await fundUtx()).toBe(fund - 1_250_000n);
  });

  it("a refund pushed but not marked is not paid twice", async () => {
    const job = await finalJob("refundonce11");
    const alice = await uxBalance(network.eosApi, "alice", EOS);
    const refunding = await move(swap.context, job, { state: "refunding", error: "test: refund once" });
    expect(refunding?.state).toBe("refunding");
    const payer = swap.context.payers.get("eos");
    if (!payer || !refunding) throw new Error("no eos payer");
    const refund = await payer.sender.sign(
      [
        {
          account: "eosio.token",
          name: "transfer",
          authorization: [{ actor: FUND, permission: payer.signer.permission }],
          data: { from: FUND, to: "alice", quantity: "3.1250 EOS", memo: `UX Network refund ${job.id}` },
        },
      ],
      payer.signer,
      60,
    );
    await move(swap.context, refunding, { refundTx: refund });
    expect((await payer.sender.push(refund)).kind).toBe("applied");
    const done = await passUntil(job.id, "refunded");
    expect(done.refundTx && "id" in done.refundTx ? done.refundTx.id : null).toBe(refund.id);
    expect(await uxBalance(network.eosApi, "alice", EOS)).toBe(alice + 31_250n);
  });
});
