import { describe, expect, it } from "vitest";
import { notSignedIn } from "../../../src/shared/serviceSession/serviceSessionMessages";
import {
  createSwapSocketClient,
  SWAP_SERVICE,
  type SwapJobEvent,
} from "../../../src/shared/swapSocket/swapSocketClient";
import { fakeServiceSession } from "../serviceSession/fakeServiceSession";
import { flush } from "../socket/fakeSocket";
import { socketClientHarness } from "../socket/socketClientHarness";
import {
  codeEntry,
  confirmationsNews,
  LIVE_INFO,
  PAIRS,
  PAYMENT_HASH,
  RATES,
  REQUEST_ACCEPTED,
  REQUEST_ID,
  SWAP_COMPLETED,
  SWAP_REQUEST,
  TX_ERROR,
} from "./fixtures";

const USER = "alice";

function client(options: { session?: boolean } = {}) {
  const session = options.session === false ? null : fakeServiceSession(USER);
  const { client: swap, ...harness } = socketClientHarness(createSwapSocketClient, session, [
    "onConnection",
    "onPairs",
    "onRates",
    "onLiveInfo",
    "onCodes",
    "onJob",
    "onMessage",
    "log",
  ]);
  return { ...harness, swap };
}

describe("swap socket client: what the service pushes", () => {
  it("hands on pairs, rates, liveInfo and codesList parsed", () => {
    const { socket, seen } = client();
    socket.serverEmit("pairs", PAIRS);
    socket.serverEmit("rates", RATES);
    socket.serverEmit("liveInfo", LIVE_INFO);
    socket.serverEmit("codesList", [codeEntry("abcdefghijkl", 2)]);
    expect(seen.onPairs).toEqual([PAIRS]);
    expect(seen.onRates).toEqual([RATES]);
    expect(seen.onLiveInfo).toEqual([LIVE_INFO]);
    expect(seen.onCodes).toEqual([[codeEntry("abcdefghijkl", 2)]]);
    expect(seen.log).toEqual([]);
  });

  it("drops malformed payloads with a log line: a float rate, a missing limit, negative users", () => {
    const { socket, seen } = client();
    socket.serverEmit("pairs", [{ ...PAIRS[0], rate: 2500 }]);
    socket.serverEmit("pairs", [{ ...PAIRS[0], maxTxKYC: undefined }]);
    socket.serverEmit("rates", { ETH: "-1" });
    socket.serverEmit("liveInfo", { ...LIVE_INFO, confirmationsRequired: "3" });
    socket.serverEmit("codesList", [{ ...codeEntry("abcdefghijkl"), users: -1 }]);
    socket.serverEmit("swapCompleted", { ...SWAP_COMPLETED, uuid: "not-a-uuid" });
    expect(seen.onPairs).toEqual([]);
    expect(seen.onRates).toEqual([]);
    expect(seen.onLiveInfo).toEqual([]);
    expect(seen.onCodes).toEqual([]);
    expect(seen.onJob).toEqual([]);
    expect(seen.log).toEqual([
      "swap socket: malformed pairs dropped",
      "swap socket: malformed pairs dropped",
      "swap socket: malformed rates dropped",
      "swap socket: malformed liveInfo dropped",
      "swap socket: malformed codesList dropped",
      "swap socket: malformed swapCompleted dropped",
    ]);
  });

  it("job news goes to the handler and to that job's watchers only, until they unsubscribe", () => {
    const { socket, swap, seen } = client();
    const watched: SwapJobEvent[] = [];
    const other: SwapJobEvent[] = [];
    const stop = swap.watchJob(REQUEST_ID, (event) => watched.push(event));
    swap.watchJob("11111111-2222-4333-8444-555555555555", (event) => other.push(event));
    socket.serverEmit("confirmations", confirmationsNews(1));
    socket.serverEmit("swapCompleted", SWAP_COMPLETED);
    stop();
    socket.serverEmit("txError", TX_ERROR);
    expect(watched).toEqual([
      { kind: "confirmations", news: confirmationsNews(1) },
      { kind: "swapCompleted", news: SWAP_COMPLETED },
    ]);
    expect(other).toEqual([]);
    expect(seen.onJob.map((event) => event.kind)).toEqual(["confirmations", "swapCompleted", "txError"]);
  });

  it("msg reaches the handler (the notification) and every page listening, text or JSON", () => {
    const { socket, swap, seen } = client();
    const heard: string[] = [];
    const stop = swap.onMessage((text) => heard.push(text));
    socket.serverEmit("msg", "Minimum 0.001 ETH per swap");
    stop();
    socket.serverEmit("msg", { error: "x" });
    expect(seen.onMessage).toEqual(["Minimum 0.001 ETH per swap", '{"error":"x"}']);
    expect(heard).toEqual(["Minimum 0.001 ETH per swap"]);
  });

  it("reports the connection, and reconnects after a server-side disconnect until closed", () => {
    const { socket, session, swap, seen } = client();
    socket.connectNow();
    socket.serverEmit("disconnect", "io server disconnect");
    socket.serverEmit("disconnect", "transport close");
    expect(seen.onConnection).toEqual([true, false, false]);
    expect(socket.connectCalls).toBe(1);
    swap.close();
    socket.serverEmit("disconnect", "io server disconnect");
    expect(socket.connectCalls).toBe(1);
    expect(session?.closed).toBe(true);
    expect(socket.disconnected).toBe(true);
  });
});

describe("swap socket client: requests", () => {
  it("request: the parsed requestAccepted for the request as given", async () => {
    const { socket, swap } = client({ session: false });
    socket.connectNow();
    socket.answer = () => REQUEST_ACCEPTED;
    await expect(swap.request(SWAP_REQUEST)).resolves.toEqual({
      kind: "answered",
      answer: REQUEST_ACCEPTED,
    });
    expect(socket.events()).toEqual([["request", SWAP_REQUEST]]);
  });

  it("request: an answer for another id or with bad data is refused, shown and logged (nothing is paid)", async () => {
    const { socket, swap, seen } = client();
    socket.connectNow();
    const message = `The ${SWAP_SERVICE} answered request with something unexpected`;
    socket.answer = () => ({ ...REQUEST_ACCEPTED, id: "11111111-2222-4333-8444-555555555555" });
    await expect(swap.request(SWAP_REQUEST)).resolves.toEqual({ kind: "refused", message });
    socket.answer = () => ({ ...REQUEST_ACCEPTED, data: "not hex" });
    await expect(swap.request(SWAP_REQUEST)).resolves.toEqual({ kind: "refused", message });
    expect(seen.onMessage).toEqual([message, message]);
    expect(seen.log).toEqual([
      "swap socket: requestAccepted for another request",
      "swap socket: malformed answer to request",
    ]);
  });

  it("a refusal in the ack is refused with its text (its msg shows it, not the client)", async () => {
    const { socket, swap, seen } = client();
    socket.connectNow();
    socket.answer = () => ({ error: "Maximum 1 ETH per swap" });
    await expect(swap.request(SWAP_REQUEST)).resolves.toEqual({
      kind: "refused",
      message: "Maximum 1 ETH per swap",
    });
    expect(seen.onMessage).toEqual([]);
  });

  it("transferOnEthereum and createAccount: any answer but a refusal is answered", async () => {
    const { socket, swap } = client();
    socket.connectNow();
    socket.answer = () => ({ ok: true });
    const transfer = { ...SWAP_REQUEST, transactionHash: PAYMENT_HASH };
    await expect(swap.transferOnEthereum(transfer)).resolves.toEqual({
      kind: "answered",
      answer: { ok: true },
    });
    const signed = {
      id: REQUEST_ID,
      chain: "eos",
      serializedTransaction: "00ff",
      signatures: ["SIG_K1_x"],
      referralCode: null,
    };
    await expect(swap.createAccount(signed)).resolves.toEqual({ kind: "answered", answer: { ok: true } });
    expect(socket.events()).toEqual([
      ["transferOnEthereum", transfer],
      ["createAccount", signed],
    ]);
  });

  it("no answer while disconnected, after close, or when the ack times out", async () => {
    const { socket, swap } = client();
    await expect(swap.request(SWAP_REQUEST)).resolves.toEqual({ kind: "noAnswer" });
    socket.connectNow();
    socket.answer = () => undefined;
    await expect(swap.request(SWAP_REQUEST)).resolves.toEqual({ kind: "noAnswer" });
    swap.close();
    await expect(swap.request(SWAP_REQUEST)).resolves.toEqual({ kind: "noAnswer" });
    expect(socket.events().map(([event]) => event)).toEqual(["request"]);
  });
});

describe("swap socket client: referrals over the proven session", () => {
  it("getCodes and getNewCode wait for the handshake, then answer parsed", async () => {
    const { socket, session, swap } = client();
    if (session === null) throw new Error("session expected");
    socket.connectNow();
    const codes = [codeEntry("abcdefghijkl", 1)];
    socket.answer = (event) => (event === "getCodes" ? codes : { code: "mnopqrstuvwx", codes });
    const settle = session.pending();
    const waiting = swap.getCodes();
    await flush();
    expect(socket.emitted).toEqual([]);
    settle({ status: "bound" });
    await expect(waiting).resolves.toEqual({ kind: "answered", answer: codes });
    await expect(swap.getNewCode()).resolves.toEqual({
      kind: "answered",
      answer: { code: "mnopqrstuvwx", codes },
    });
    expect(socket.events()).toEqual([
      ["getCodes", undefined],
      ["getNewCode", undefined],
    ]);
  });

  it("unproven: refused with the reason and nothing sent; without a wallet there is no session at all", async () => {
    const { socket, session, swap } = client();
    if (session === null) throw new Error("session expected");
    socket.connectNow();
    session.outcome = Promise.resolve({ status: "unproven", reason: "not verified yet" });
    await expect(swap.getNewCode()).resolves.toEqual({
      kind: "refused",
      message: notSignedIn(SWAP_SERVICE, "not verified yet"),
    });
    expect(socket.emitted).toEqual([]);

    const anonymous = client({ session: false });
    anonymous.socket.connectNow();
    expect(anonymous.swap.account).toBeNull();
    await expect(anonymous.swap.getCodes()).resolves.toEqual({ kind: "noAnswer" });
    await expect(anonymous.swap.verify()).resolves.toEqual({ status: "unproven", reason: "not logged in" });
  });

  it("verify() starts the session's proof; whenVerified() only reads where it stands", async () => {
    const { session, swap } = client();
    if (session === null) throw new Error("session expected");
    await expect(swap.whenVerified()).resolves.toEqual({ status: "bound" });
    expect(session.starts).toBe(0);
    await expect(swap.verify()).resolves.toEqual({ status: "bound" });
    expect(session.starts).toBe(1);
  });

  it("getCodeUser asks for {code} without a session and parses codeUser", async () => {
    const { socket, swap } = client({ session: false });
    socket.connectNow();
    socket.answer = () => ({ code: "abcdefghijkl", account: "alice", users: 3 });
    await expect(swap.getCodeUser("abcdefghijkl")).resolves.toEqual({
      kind: "answered",
      answer: { code: "abcdefghijkl", account: "alice", users: 3 },
    });
    expect(socket.events()).toEqual([["getCodeUser", { code: "abcdefghijkl" }]]);
  });
});
