import { describe, expect, it } from "vitest";
import {
  createStakeSocketClient,
  STAKE_SERVICE,
} from "../../../../src/features/stake/socket/stakeSocketClient";
import { notSignedIn } from "../../../../src/shared/serviceSession/serviceSessionMessages";
import { fakeServiceSession } from "../../../shared/serviceSession/fakeServiceSession";
import { flush } from "../../../shared/socket/fakeSocket";
import { socketClientHarness } from "../../../shared/socket/socketClientHarness";
import { historyItem, NOW, RATES } from "../fixtures";

const USER = "alice.ux";
const TX_ID = "ab".repeat(32);

/** A well-formed co-signed answer, as the stake service sends it. */
const cosigned = {
  tx: { expiration: "2026-01-15T12:05:00", actions: [] },
  signatures: ["SIG_K1_payer"],
  serializedTransaction: "00ff",
  transactionId: TX_ID,
  expiresAt: NOW + 300_000,
};
const stakeAnswer = {
  ...cosigned,
  quote: {
    quantity: "10.0000 UTX",
    days: 76,
    rate: "0.006141460000",
    reward: "0.0614 UTX",
    restaked: "0.0000 UTX",
    position: "10.0000 UTX",
  },
};
const unwindAnswer = {
  ...cosigned,
  quote: { quantity: "10.0000 UTX", tc: "0.993858540000", received: "9.9385 UTX" },
};
const stakeRequest = {
  authorization: { actor: USER, permission: "active" },
  amount: "10.0000",
  expiry: 202603,
  stakeRewards: false,
  allowUnwinding: true,
};

function client(options: { session?: boolean } = {}) {
  const session = options.session === false ? null : fakeServiceSession(USER);
  const { client: stake, ...harness } = socketClientHarness(createStakeSocketClient, session, [
    "onRates",
    "onHistory",
    "onMessage",
    "log",
  ]);
  return { ...harness, stake };
}

describe("stake socket client", () => {
  it("hands on expiryRates and stakeHistory parsed, and drops malformed ones with a log line", () => {
    const { socket, seen } = client();
    const item = historyItem({ code: 202603, timestamp: Date.UTC(2026, 3, 1), liquid: "10.0000 UTX" });
    socket.serverEmit("expiryRates", RATES);
    socket.serverEmit("stakeHistory", [item]);
    expect(seen.onRates).toEqual([RATES]);
    expect(seen.onHistory).toEqual([[item]]);

    socket.serverEmit("expiryRates", [{ ...RATES[0], expiry: "202603" }]);
    socket.serverEmit("stakeHistory", [{ ...item, liquid: 10 }]);
    expect(seen.onRates).toHaveLength(1);
    expect(seen.onHistory).toHaveLength(1);
    expect(seen.log).toEqual([
      "stake socket: malformed expiryRates dropped",
      "stake socket: malformed stakeHistory dropped",
    ]);
  });

  it("shows the service's msg, text as it is and anything else as JSON", () => {
    const { socket, seen } = client();
    socket.serverEmit("msg", "Stake Qty is not valid");
    socket.serverEmit("msg", { error: "x" });
    expect(seen.onMessage).toEqual(["Stake Qty is not valid", '{"error":"x"}']);
  });

  it("requestStake: the acknowledged answer, parsed, for the request as given", async () => {
    const { socket, stake } = client();
    socket.connectNow();
    socket.answer = () => stakeAnswer;
    await expect(stake.requestStake(stakeRequest)).resolves.toEqual({
      kind: "cosigned",
      response: stakeAnswer,
    });
    expect(socket.events()).toEqual([["requestStake", stakeRequest]]);
  });

  it("requestUnstake and requestRedeem: the unwind answer on their own events", async () => {
    const { socket, stake } = client();
    socket.connectNow();
    socket.answer = () => unwindAnswer;
    const authorization = { actor: USER, permission: "active" };
    const unstake = await stake.requestUnstake({ authorization, amount: "10.0000", expiry: 202603 });
    const redeem = await stake.requestRedeem({ authorization, expiry: 202512 });
    expect(unstake).toEqual({ kind: "cosigned", response: unwindAnswer });
    expect(redeem).toEqual({ kind: "cosigned", response: unwindAnswer });
    expect(socket.events().map(([event]) => event)).toEqual(["requestUnstake", "requestRedeem"]);
  });

  it("a refusal in the acknowledgement comes back as refused with its text (msg already showed it)", async () => {
    const { socket, stake, seen } = client();
    socket.connectNow();
    socket.answer = () => ({ error: "the quantity is at or below the dust limit" });
    await expect(stake.requestStake(stakeRequest)).resolves.toEqual({
      kind: "refused",
      message: "the quantity is at or below the dust limit",
    });
    expect(seen.onMessage).toEqual([]);
  });

  it("a malformed answer is refused, logged and shown; nothing reaches the wallet", async () => {
    const { socket, stake, seen } = client();
    socket.connectNow();
    socket.answer = () => ({ ...stakeAnswer, serializedTransaction: "not hex" });
    const message = `The ${STAKE_SERVICE} answered requestStake with something unexpected`;
    await expect(stake.requestStake(stakeRequest)).resolves.toEqual({ kind: "refused", message });
    expect(seen.onMessage).toEqual([message]);
    expect(seen.log).toEqual(["stake socket: malformed answer to requestStake"]);
  });

  it("no answer: without a session, while disconnected, offline, or when the ack times out", async () => {
    const readOnly = client({ session: false });
    readOnly.socket.connectNow();
    expect(readOnly.stake.account).toBeNull();
    await expect(readOnly.stake.requestStake(stakeRequest)).resolves.toEqual({ kind: "noAnswer" });

    const { socket, session, stake } = client();
    await expect(stake.requestStake(stakeRequest)).resolves.toEqual({ kind: "noAnswer" });
    socket.connectNow();
    if (session === null) throw new Error("session expected");
    session.outcome = Promise.resolve({ status: "offline" });
    await expect(stake.requestStake(stakeRequest)).resolves.toEqual({ kind: "noAnswer" });
    session.outcome = Promise.resolve({ status: "bound" });
    socket.answer = () => undefined;
    await expect(stake.requestStake(stakeRequest)).resolves.toEqual({ kind: "noAnswer" });
    expect(socket.events().map(([event]) => event)).toEqual(["requestStake"]);
  });

  it("waits for the session's handshake, and on an unproven one shows the reason and sends nothing", async () => {
    const { socket, session, stake, seen } = client();
    if (session === null) throw new Error("session expected");
    socket.connectNow();
    socket.answer = () => stakeAnswer;
    const settle = session.pending();
    const waiting = stake.requestStake(stakeRequest);
    await flush();
    expect(socket.emitted).toEqual([]);
    settle({ status: "bound" });
    await expect(waiting).resolves.toMatchObject({ kind: "cosigned" });

    session.outcome = Promise.resolve({ status: "unproven", reason: "User rejected signature" });
    const message = notSignedIn(STAKE_SERVICE, "User rejected signature");
    await expect(stake.requestStake(stakeRequest)).resolves.toEqual({ kind: "refused", message });
    expect(seen.onMessage).toEqual([message]);
    expect(socket.events()).toHaveLength(1);
  });

  it("reconnects after a server-side disconnect until closed; close ends the session and the socket", () => {
    const { socket, session, stake } = client();
    socket.serverEmit("disconnect", "io server disconnect");
    socket.serverEmit("disconnect", "transport close");
    expect(socket.connectCalls).toBe(1);
    stake.close();
    socket.serverEmit("disconnect", "io server disconnect");
    expect(socket.connectCalls).toBe(1);
    expect(session?.closed).toBe(true);
    expect(socket.disconnected).toBe(true);
  });
});
