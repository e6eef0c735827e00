import type { ActionInput, SignedTransaction, TransactionSigner } from "@ux/core/chainClient";
import { type ChainClient, createChainClient, TransactionError } from "@ux/core/chainClient";
import { type Devnet, startDevnet } from "@ux/devnet";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { Serializer, Session, Transaction } from "@wharfkit/session";
import { WalletPluginPrivateKey } from "@wharfkit/wallet-plugin-privatekey";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wharfkitSigner } from "../../../src/features/auth/wharfkit/wharfkitSigner";
import { pollDelays } from "../../../src/shared/chain/pollingSchedule";
import { realSleep, type Sleep } from "../../../src/shared/chain/sleep";
import {
  type SubmissionStage,
  type SubmitTransactionArgs,
  submitTransaction,
} from "../../../src/shared/chain/submitTransaction";
import { type FaultyNodeProxy, type ProxiedExchange, startFaultyNodeProxy } from "./support/faultyNodeProxy";

/*
 * The app's one submission path against the real in-process devnet (500 ms blocks, LIB = head - 8), signed by
 * the app's WharfKit signer with the test accounts' keys; faults come from a real HTTP proxy in between.
 * Each journey has its own sender and proxy, so the slow ones (a fork re-send waits for irreversibility
 * twice) run concurrently.
 */

const GET_INFO = "/v1/chain/get_info";
const SEND = "/v1/chain/send_transaction";

let devnet: Devnet;
let nodeUrl: string;
let chainId: string;
/** Reads the chain straight from the devnet, past the proxy. */
let direct: ChainClient;
const proxies: FaultyNodeProxy[] = [];

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["ux"], dataDir: null, ports: { ux: 0 } });
  const ux = devnet.chains.ux;
  if (!ux) throw new Error("the devnet did not start ux");
  nodeUrl = ux.url;
  direct = createChainClient(nodeUrl, { fetch });
  chainId = (await direct.getInfo()).chain_id;
}, 20_000);

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await devnet?.stop();
});

function transfer(from: string, to: string, quantity: string, memo: string): ActionInput[] {
  return [
    {
      account: "eosio.token",
      name: "transfer",
      authorization: [{ actor: from, permission: "active" }],
      data: { from, to, quantity, memo },
    },
  ];
}

/** A balance in units of its precision ("9999.0000 UTX" -> 99990000n): money is never a float. */
async function balanceUnits(account: string, symbol: string): Promise<bigint> {
  const [balance] = await direct.getCurrencyBalance("eosio.token", account, symbol);
  if (balance === undefined) return 0n;
  const [amount = ""] = balance.split(" ");
  return BigInt(amount.replace(".", ""));
}

/** The app's signer over a WharfKit session with the account's devnet key; keeps what it signed. */
function accountSigner(account: string): TransactionSigner & { signed: SignedTransaction[] } {
  const session = new Session({
    chain: { id: chainId, url: nodeUrl },
    actor: account,
    permission: "active",
    walletPlugin: new WalletPluginPrivateKey(testAccountKey(account).toWif()),
  });
  const signer = wharfkitSigner(session);
  const signed: SignedTransaction[] = [];
  return {
    signed,
    async sign(header, actions) {
      const result = await signer.sign(header, actions);
      signed.push(result);
      return result;
    },
  };
}

/** The real wait, recording every delay asked for. */
function recordingRealSleep(): { sleep: Sleep; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms, signal) => {
      waits.push(ms);
      return realSleep(ms, signal);
    },
  };
}

async function journey(account: string) {
  const proxy = await startFaultyNodeProxy(nodeUrl);
  proxies.push(proxy);
  const { sleep, waits } = recordingRealSleep();
  const stages: SubmissionStage[] = [];
  const errors: string[] = [];
  const signer = accountSigner(account);
  const submit = (actions: ActionInput[], extra: Partial<SubmitTransactionArgs> = {}) =>
    submitTransaction({
      api: createChainClient(proxy.url, { fetch }),
      signer,
      actions,
      sleep,
      onStage: (stage) => stages.push(stage),
      onUpdateError: (message) => errors.push(message),
      ...extra,
    });
  return { proxy, waits, stages, errors, signer, submit };
}

const json = <T>(exchange: ProxiedExchange | undefined): T =>
  JSON.parse(exchange?.responseBody ?? "null") as T;

interface InfoAnswer {
  head_block_num: number;
  head_block_time: string;
  last_irreversible_block_num: number;
}

/** The get_info answers the client got after it sent: one per poll that reached the node. */
function pollInfos(proxy: FaultyNodeProxy): InfoAnswer[] {
  const sent = proxy.exchanges.findIndex((e) => e.path === SEND);
  return proxy.exchanges
    .slice(sent + 1)
    .filter((e) => e.path === GET_INFO && e.status === 200)
    .map((e) => json<InfoAnswer>(e));
}

function sends(proxy: FaultyNodeProxy): ProxiedExchange[] {
  return proxy.exchanges.filter((e) => e.path === SEND);
}

/** Waits for the devnet to produce blocks up to `blockNum` (a fresh devnet starts at block 2). */
async function headReached(blockNum: number): Promise<void> {
  while ((await direct.getInfo()).head_block_num < blockNum) await realSleep(100);
}

/** Ids of the transactions in a block, read straight from the devnet. */
const blockIds = (blockNum: number) => direct.getBlockTransactionIds(blockNum);

describe("submitTransaction against the devnet", () => {
  it.concurrent("confirms a transfer once irreversible, polling 500 ms x1.1^n, with the transaction in its block", async () => {
    const { proxy, waits, stages, signer, submit } = await journey("alice");
    // Past block 4, so that 3 blocks behind head is not clamped to block 1.
    await headReached(8);
    const before = await balanceUnits("alice", "UTX");
    const recipientBefore = await balanceUnits("lowram", "UTX");

    const confirmed = await submit(transfer("alice", "lowram", "12.3457 UTX", "devnet irreversible"));

    // Alice paid exactly 12.3457 UTX and lowram got it, to the last unit.
    expect(before - (await balanceUnits("alice", "UTX"))).toBe(123_457n);
    expect((await balanceUnits("lowram", "UTX")) - recipientBefore).toBe(123_457n);
    expect(stages).toEqual(["preparing", "signing", "sending", "confirming"]);

    // Signed once, 3 blocks behind the head the first get_info saw, expiring 360 s after that head's time.
    const [signed] = signer.signed;
    expect(signer.signed).toHaveLength(1);
    const firstInfo = json<InfoAnswer>(proxy.exchanges[0]);
    expect(proxy.exchanges[1]?.requestBody).toBe(JSON.stringify({ block_num: firstInfo.head_block_num - 3 }));
    const transaction = Serializer.decode({ data: signed?.packedTrx ?? "", type: Transaction });
    expect(transaction.ref_block_num.toNumber()).toBe((firstInfo.head_block_num - 3) & 0xffff);
    const expiry = Math.floor(Date.parse(`${firstInfo.head_block_time.slice(0, 19)}Z`) / 1000) + 360;
    expect(transaction.expiration.toMilliseconds()).toBe(expiry * 1000);

    // The node's answer named the block; the transaction is in that block on the devnet.
    const [send] = sends(proxy);
    expect(sends(proxy)).toHaveLength(1);
    const pushed = json<{ processed: { id: string; block_num: number } }>(send);
    expect(confirmed).toMatchObject({
      transactionId: signed?.id,
      blockNum: pushed.processed.block_num,
      resends: 0,
    });
    expect(pushed.processed.id).toBe(signed?.id);
    expect(await blockIds(confirmed.blockNum)).toContain(signed?.id);

    // It stopped at the first poll whose LIB reached the block, not before and not later.
    const infos = pollInfos(proxy);
    expect(infos).toHaveLength(confirmed.polls);
    expect(infos.at(-1)?.last_irreversible_block_num).toBeGreaterThanOrEqual(confirmed.blockNum);
    expect(infos.at(-2)?.last_irreversible_block_num ?? 0).toBeLessThan(confirmed.blockNum);

    // The schedule: 500, 550, 605, 666, ... asked of the sleep, and really waited between polls.
    expect(waits).toEqual(pollDelays(confirmed.polls));
    expect(waits.slice(0, 4)).toEqual([500, 550, 605, 666]);
    const pollTimes = proxy.exchanges.filter((e) => e.path === GET_INFO).map((e) => e.arrivedAt);
    for (let poll = 1; poll < pollTimes.length; poll++)
      expect((pollTimes[poll] ?? 0) - (pollTimes[poll - 1] ?? 0)).toBeGreaterThanOrEqual(
        (waits[poll - 1] ?? 0) - 1,
      );
  });

  it.concurrent("re-sends the same signed bytes when the transaction is missing from its block, and it lands once", async () => {
    const { proxy, waits, signer, submit } = await journey("bob");
    const before = await balanceUnits("bob", "UTX");
    const recipientBefore = await balanceUnits("ethmapped", "UTX");
    proxy.swallowNextSend();
    const resendAfterWaits: number[] = [];

    const confirmed = await submit(transfer("bob", "ethmapped", "7.0001 UTX", "devnet fork"), {
      onResend: () => resendAfterWaits.push(waits.length),
    });

    // Paid once, not twice.
    expect(before - (await balanceUnits("bob", "UTX"))).toBe(70_001n);
    expect((await balanceUnits("ethmapped", "UTX")) - recipientBefore).toBe(70_001n);
    expect(signer.signed).toHaveLength(1);

    const [swallowed, resent] = sends(proxy);
    expect(sends(proxy)).toHaveLength(2);
    expect(swallowed?.fault).toBe("swallowed");
    expect(resent?.fault).toBeNull();
    // Byte for byte the same request: same packed transaction, same signature.
    expect(resent?.requestBody).toBe(swallowed?.requestBody);
    expect(JSON.parse(resent?.requestBody ?? "{}")).toMatchObject({
      packed_trx: signer.signed[0]?.packedTrx,
      signatures: signer.signed[0]?.signatures,
    });

    // The swallowed answer named a block the transaction never entered; the re-send named the real one.
    const lostBlock = json<{ processed: { block_num: number } }>(swallowed).processed.block_num;
    const landedBlock = json<{ processed: { block_num: number } }>(resent).processed.block_num;
    expect(await blockIds(lostBlock)).not.toContain(signer.signed[0]?.id);
    expect(await blockIds(landedBlock)).toContain(signer.signed[0]?.id);
    expect(confirmed).toMatchObject({
      transactionId: signer.signed[0]?.id,
      blockNum: landedBlock,
      resends: 1,
    });
    expect(resendAfterWaits).toHaveLength(1);

    // The re-send came at the first poll whose LIB passed the lost block; the schedule restarted at 500 ms.
    const firstRound = resendAfterWaits[0] ?? 0;
    expect(waits).toEqual([...pollDelays(firstRound), ...pollDelays(confirmed.polls - firstRound)]);
    const infos = pollInfos(proxy);
    expect(infos[firstRound - 1]?.last_irreversible_block_num).toBeGreaterThanOrEqual(lostBlock);
    expect(infos[firstRound - 2]?.last_irreversible_block_num ?? 0).toBeLessThan(lostBlock);
    expect(infos.at(-1)?.last_irreversible_block_num).toBeGreaterThanOrEqual(landedBlock);
  });

  it.concurrent("retries a lost send and dropped polls silently, and still confirms the one transfer", async () => {
    const { proxy, waits, errors, signer, submit } = await journey("carol");
    const before = await balanceUnits("carol", "UTX");
    // The first send never reaches the node; the second reaches it but its answer is lost.
    proxy.dropNext(1, SEND);
    proxy.loseNextAnswer(SEND);

    const confirmed = await submit(transfer("carol", "eosio", "0.0003 UTX", "devnet network loss"), {
      // Then the first 3 polls are lost too.
      onStage: (stage) => {
        if (stage === "confirming") proxy.dropNext(3);
      },
    });

    expect(before - (await balanceUnits("carol", "UTX"))).toBe(3n);
    expect(errors).toEqual([]);
    const attempts = sends(proxy);
    expect(attempts.map((e) => e.fault)).toEqual(["dropped", "answerLost", null]);
    // The third attempt is refused as a duplicate: the node had it from the second.
    expect(attempts[2]?.status).toBe(409);
    expect(json<{ error: { name: string } }>(attempts[2]).error.name).toBe("tx_duplicate");
    for (const attempt of attempts) expect(attempt.requestBody).toBe(attempts[0]?.requestBody);

    const dropped = proxy.exchanges.filter((e) => e.fault === "dropped" && e.path !== SEND);
    expect(dropped.map((e) => e.path)).toEqual([GET_INFO, GET_INFO, GET_INFO]);
    // Found by looking through the blocks since its reference block, then waited to irreversibility.
    expect(confirmed.transactionId).toBe(signer.signed[0]?.id);
    expect(await blockIds(confirmed.blockNum)).toContain(signer.signed[0]?.id);
    expect(confirmed.resends).toBe(0);
    const infos = pollInfos(proxy);
    expect(infos).toHaveLength(confirmed.polls - 3);
    expect(infos.at(-1)?.last_irreversible_block_num).toBeGreaterThanOrEqual(confirmed.blockNum);
    // Send retries wait 500 then 550 ms; the polls (lost ones included) keep the schedule.
    expect(waits).toEqual([500, 550, ...pollDelays(confirmed.polls)]);
  });

  it.concurrent("with confirmations: 1 returns one block past its block, before irreversibility", async () => {
    const { proxy, waits, submit } = await journey("dave");
    const before = await balanceUnits("dave", "UTX");

    const confirmed = await submit(transfer("dave", "eosio", "1.0000 UTX", "devnet one block"), {
      confirmations: 1,
    });

    expect(before - (await balanceUnits("dave", "UTX"))).toBe(10_000n);
    expect(await blockIds(confirmed.blockNum)).toContain(confirmed.transactionId);
    const infos = pollInfos(proxy);
    expect(infos).toHaveLength(confirmed.polls);
    expect(infos.at(-1)?.head_block_num).toBeGreaterThanOrEqual(confirmed.blockNum + 1);
    expect(infos.at(-2)?.head_block_num ?? 0).toBeLessThan(confirmed.blockNum + 1);
    // Not irreversible yet when it returned: it did not wait for the LIB.
    expect(infos.at(-1)?.last_irreversible_block_num).toBeLessThan(confirmed.blockNum);
    expect(waits).toEqual(pollDelays(confirmed.polls));
    expect(confirmed.polls).toBeLessThanOrEqual(3);
  });

  it.concurrent("refuses a transfer beyond the balance with the node's first detail as the error", async () => {
    const { proxy, stages, errors, submit } = await journey("alice");
    // 1000 UFX at genesis; alice's other journey moves UTX only.
    expect(await balanceUnits("alice", "UFX")).toBe(10_000_000n);

    const failure = await submit(transfer("alice", "bob", "1000.0001 UFX", "devnet overdrawn")).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(TransactionError);
    expect((failure as TransactionError).message).toBe("assertion failure with message: overdrawn balance");
    expect((failure as TransactionError).nodeErrorName).toBe("eosio_assert_message_exception");
    expect(errors).toEqual(["assertion failure with message: overdrawn balance"]);
    expect(stages).toEqual(["preparing", "signing", "sending"]);
    // Refused once, not retried, no polling; nothing moved.
    const [refused] = sends(proxy);
    expect(sends(proxy)).toHaveLength(1);
    expect(refused?.status).toBe(500);
    expect(proxy.exchanges.at(-1)).toBe(refused);
    expect(await balanceUnits("alice", "UFX")).toBe(10_000_000n);
  });

  it.concurrent("maps a node error answer to its first detail and does not retry it", async () => {
    const { proxy, errors, submit } = await journey("bob");
    proxy.failNext(SEND, 500, {
      code: 500,
      message: "Internal Service Error",
      error: {
        code: 3080001,
        name: "ram_usage_exceeded",
        what: "Account using more than allotted RAM usage",
        details: [
          { message: "account bob has insufficient ram; needs 2996 bytes has 2880 bytes" },
          { message: "pending console output: " },
        ],
      },
    });

    const failure = await submit(transfer("bob", "carol", "1.0000 UFX", "devnet node error")).catch(
      (error: unknown) => error,
    );

    expect((failure as TransactionError).message).toBe(
      "account bob has insufficient ram; needs 2996 bytes has 2880 bytes",
    );
    expect((failure as TransactionError).nodeErrorName).toBe("ram_usage_exceeded");
    expect(errors).toEqual(["account bob has insufficient ram; needs 2996 bytes has 2880 bytes"]);
    expect(sends(proxy).map((e) => e.fault)).toEqual(["failed"]);
    // The node never saw it: bob's UFX is untouched.
    expect(await balanceUnits("bob", "UFX")).toBe(10_000_000n);
  });
});
